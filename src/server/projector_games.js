// The class's games and tournament on the projector page (issue #40): asks
// /api/classes/{code}/rooms every half second and /api/classes/{code}/tournament every two, and
// draws the games as boards (one large when only one runs or the teacher picks one: `?room=`
// or a click on a board) and the tournament's pairings and standings with the children's
// animal pictures. While either shows, the join block above shrinks to one line.
// `QI_GAMES` holds the class code and the page's words.
(function () {
  const cfg = window.QI_GAMES;
  const gamesBox = document.getElementById("class-games");
  const tourBox = document.getElementById("class-tournament");
  const joinBlock = document.getElementById("join-block");
  const svgNs = "http://www.w3.org/2000/svg";
  // The animal pictures (the font served with the page has exactly these).
  const pictures = {
    rat: "\u{1F42D}", cat: "\u{1F431}", dog: "\u{1F436}", wolf: "\u{1F43A}",
    leopard: "\u{1F406}", tiger: "\u{1F42F}", lion: "\u{1F981}", elephant: "\u{1F418}",
    panda: "\u{1F43C}", rabbit: "\u{1F430}", monkey: "\u{1F435}", frog: "\u{1F438}",
  };
  const fenAnimals = { r: "rat", c: "cat", d: "dog", w: "wolf", p: "leopard", t: "tiger", l: "lion", e: "elephant" };
  // Each colour's fill and rim: the red and blue tokens, the black and white stones.
  const paint = { red: ["#f6c6c6", "#c62828"], blue: ["#c6d8f6", "#1e4fb4"], black: ["#151515", "#000"], white: ["#fbfbfb", "#666"] };
  const params = new URLSearchParams(location.search);
  let picked = params.get("room");
  const showing = { games: false, tournament: false };
  let lastRooms = null, drawnKey = "";

  function svg(name, attrs, text) {
    const node = document.createElementNS(svgNs, name);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function html(tag, css, text) {
    const node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function compact() {
    if (joinBlock) joinBlock.classList.toggle("compact", showing.games || showing.tournament);
  }
  // A child as the name grid shows them: the animal picture, then the first name.
  function who(child) {
    const span = html("span", "white-space:nowrap");
    span.className = "child";
    const picture = pictures[child && child.animal];
    if (picture) span.append(html("span", "font-family:qi-animals;margin-right:0.2em", picture));
    span.append(document.createTextNode((child && child.name) || "?"));
    return span;
  }
  function disc(colour, px) {
    const [fill, rim] = paint[colour];
    return html("span", `display:inline-block;width:${px}px;height:${px}px;border-radius:50%;` +
      `background:${fill};border:2px solid ${rim};vertical-align:middle;margin:0 0.3em`);
  }

  // A Jungle board, `s` pixels a square, Red at the bottom; the last move's squares ringed.
  function jungle(position, s, last) {
    const board = svg("svg", { width: 7 * s, height: 9 * s, viewBox: `0 0 ${7 * s} ${9 * s}` });
    const moved = new Set();
    const m = /^([a-g][1-9])([a-g][1-9])$/.exec(last || "");
    if (m) { moved.add(m[1]); moved.add(m[2]); }
    for (let row = 9; row >= 1; row--) for (let file = 0; file < 7; file++) {
      const x = file * s, y = (9 - row) * s;
      const river = [1, 2, 4, 5].includes(file) && row >= 4 && row <= 6;
      const den = file === 3 && (row === 1 || row === 9);
      const trap = (row === 1 || row === 9) ? (file === 2 || file === 4) : (file === 3 && (row === 2 || row === 8));
      const fill = river ? "#8ccbec" : den ? "#caa3de" : trap ? "#ecc99b" : "#e4efcc";
      board.appendChild(svg("rect", { x, y, width: s, height: s, fill, stroke: "#8a8a8a" }));
      if (moved.has(String.fromCharCode(97 + file) + row)) {
        board.appendChild(svg("rect", { x: x + 2, y: y + 2, width: s - 4, height: s - 4, fill: "none",
          stroke: "#f2b400", "stroke-width": Math.max(2, s * 0.09) }));
      }
    }
    const rows = String(position.fen || "").split(" ")[0].split("/");
    rows.forEach((text, index) => {
      let file = 0;
      for (const ch of text) {
        if (ch >= "1" && ch <= "9") { file += Number(ch); continue; }
        const colour = ch === ch.toUpperCase() ? "red" : "blue";
        const [fill, rim] = paint[colour];
        const cx = file * s + s / 2, cy = index * s + s / 2;
        board.appendChild(svg("circle", { cx, cy, r: s * 0.42, fill, stroke: rim, "stroke-width": Math.max(1.5, s * 0.06) }));
        board.appendChild(svg("text", { x: cx, y: cy + s * 0.2, "font-size": s * 0.55, "text-anchor": "middle",
          "font-family": "qi-animals", fill: rim }, pictures[fenAnimals[ch.toLowerCase()]] || ch));
        file += 1;
      }
    });
    return board;
  }

  // A Renju board, `s` pixels between lines; the last stone marked with a red dot.
  function renju(position, s, last) {
    const n = 15, size = (n + 1) * s;
    const board = svg("svg", { width: size, height: size, viewBox: `0 0 ${size} ${size}` });
    board.appendChild(svg("rect", { width: size, height: size, fill: "#e2b567", rx: s * 0.3 }));
    for (let i = 1; i <= n; i++) {
      board.appendChild(svg("line", { x1: s, y1: i * s, x2: n * s, y2: i * s, stroke: "#4a3a20" }));
      board.appendChild(svg("line", { x1: i * s, y1: s, x2: i * s, y2: n * s, stroke: "#4a3a20" }));
    }
    const at = (p) => [(p.charCodeAt(0) - 96) * s, (16 - Number(p.slice(1))) * s];
    for (const star of ["h8", "d4", "l4", "d12", "l12"]) {
      const [x, y] = at(star);
      board.appendChild(svg("circle", { cx: x, cy: y, r: Math.max(2, s * 0.12), fill: "#4a3a20" }));
    }
    for (const colour of ["black", "white"]) for (const p of position[colour] || []) {
      const [x, y] = at(p);
      board.appendChild(svg("circle", { cx: x, cy: y, r: s * 0.46, fill: paint[colour][0], stroke: paint[colour][1] }));
    }
    if (/^[a-o]([1-9]|1[0-5])$/.test(last || "")) {
      const [x, y] = at(last);
      board.appendChild(svg("circle", { cx: x, cy: y, r: Math.max(2.5, s * 0.16), fill: "#e53935" }));
    }
    return board;
  }

  function pick(room) {
    picked = room;
    if (room) params.set("room", room); else params.delete("room");
    const query = params.toString();
    history.replaceState(null, "", location.pathname + (query ? "?" + query : ""));
    drawnKey = "";
    if (lastRooms) drawGames(lastRooms);
  }

  // One game: both children with their colours, the board, whose turn or who won and why.
  function card(room, large) {
    const box = html("div", large
      ? "margin:0.3em auto"
      : "display:inline-block;vertical-align:top;margin:0.5em;padding:0.5em;border:2px solid #cfcfcf;" +
        "border-radius:10px;cursor:pointer;background:#fff;max-width:260px");
    box.className = large ? "game game-large" : "game game-small";
    box.dataset.room = room.room;
    box.dataset.moves = room.moves;
    box.dataset.over = room.result ? "1" : "0";
    const colours = room.game === "jungle" ? ["red", "blue"] : ["black", "white"];
    const players = html("div", `font-size:${large ? 1.9 : 1.05}em;margin-bottom:0.2em`);
    if (room.round) players.append(html("span", "color:#777;margin-right:0.6em", cfg.round.replace("{round}", room.round)));
    colours.forEach((colour, i) => {
      if (i) players.append(document.createTextNode(" – "));
      players.append(disc(colour, large ? 24 : 13), who(room.players[colour]));
    });
    box.append(players);
    const s = room.game === "jungle" ? (large ? 50 : 24) : (large ? 30 : 14);
    box.append(room.game === "jungle" ? jungle(room.position, s, room.last_move) : renju(room.position, s, room.last_move));
    const status = html("div", `font-size:${large ? 2.1 : 1.05}em;font-weight:bold;color:${room.result ? "#1b7a33" : "#222"}`);
    status.className = "status";
    if (room.to_move) status.append(disc(room.to_move, large ? 22 : 12));
    status.append(document.createTextNode(room.status));
    box.append(status);
    if (room.why) {
      const why = html("div", `font-size:${large ? 1.4 : 0.9}em;color:#444`, room.why);
      why.className = "why";
      box.append(why);
    }
    if (!large) box.addEventListener("click", () => pick(room.room));
    return box;
  }

  function drawGames(answer) {
    lastRooms = answer;
    const rooms = answer.rooms || [];
    const key = JSON.stringify(rooms) + "|" + picked;
    if (key === drawnKey) return;
    drawnKey = key;
    gamesBox.textContent = "";
    showing.games = rooms.length > 0;
    compact();
    if (!rooms.length) return;
    const title = html("h2", "margin:0.3em 0", cfg.title);
    gamesBox.append(title);
    // The picked game; else, while at most one runs, the newest (running ones come first).
    let large = rooms.find((r) => r.room === picked);
    if (large && rooms.length > 1) {
      const all = html("button", "font-size:0.6em;margin-left:1em;vertical-align:middle", cfg.all);
      all.className = "all-games";
      all.addEventListener("click", () => pick(null));
      title.append(all);
    }
    if (!large && answer.running <= 1) large = rooms[0];
    if (large) gamesBox.append(card(large, true));
    const others = rooms.filter((r) => r !== large);
    if (others.length) {
      gamesBox.append(html("p", "color:#666;margin:0.3em", cfg.pick));
      const grid = html("div", "");
      for (const room of others) grid.append(card(room, false));
      gamesBox.append(grid);
    }
  }

  function points(p) {
    const whole = Math.floor(p), half = p - whole >= 0.5;
    return (whole > 0 || !half ? String(whole) : "") + (half ? "½" : "");
  }
  function cell(row, text, css, header) {
    const td = html(header ? "th" : "td", "padding:0.15em 0.6em;" + (css || ""));
    if (text instanceof Node) td.append(text); else td.textContent = text;
    row.append(td);
    return td;
  }

  function drawTournament(answer) {
    const t = answer.tournament;
    tourBox.textContent = "";
    showing.tournament = !!t;
    compact();
    if (!t) return;
    tourBox.append(html("h2", "margin:0.4em 0 0.1em", cfg.tournament.replace("{round}", t.round)));
    tourBox.append(html("p", "margin:0.1em;color:#555", t.system_name));
    const columns = html("div", "display:flex;flex-wrap:wrap;justify-content:center;gap:2.5em;font-size:1.4em");
    // The round's pairings: first (moves first) – second, and the score once over.
    const left = html("div", "");
    left.append(html("h3", "margin:0.3em", cfg.pairings));
    const pairs = html("table", "margin:auto;border-collapse:collapse");
    pairs.className = "pairings";
    const scores = { "first-wins": "1 – 0", "second-wins": "0 – 1", draw: "½ – ½" };
    for (const pair of t.pairs) {
      const tr = html("tr", "cursor:pointer");
      tr.dataset.room = pair.room;
      cell(tr, who(pair.first), "text-align:right");
      cell(tr, pair.result ? scores[pair.result] : cfg.playing, pair.result ? "font-weight:bold" : "color:#888");
      cell(tr, who(pair.second), "text-align:left");
      tr.addEventListener("click", () => pick(pair.room));
      pairs.append(tr);
    }
    left.append(pairs);
    if (t.bye) {
      const bye = html("p", "margin:0.4em");
      bye.className = "bye";
      const [before, after] = cfg.bye.split("{name}");
      bye.append(document.createTextNode(before || ""), who(t.bye), document.createTextNode(after || ""));
      left.append(bye);
    }
    // The standings: place, child, points, then the tie-break (named), games played.
    const right = html("div", "");
    right.append(html("h3", "margin:0.3em", cfg.standings));
    const table = html("table", "margin:auto;border-collapse:collapse");
    table.className = "standings";
    const head = html("tr", "border-bottom:2px solid #999");
    for (const title of [cfg.rank, cfg.player, cfg.points, t.tie_break_short, cfg.played]) cell(head, title, "", true);
    table.append(head);
    for (const row of t.standings) {
      const tr = html("tr", "");
      tr.dataset.rank = row.rank;
      cell(tr, String(row.rank));
      cell(tr, who(row), "text-align:left");
      cell(tr, points(row.points), "font-weight:bold");
      cell(tr, points(row.tie_break));
      cell(tr, String(row.played));
      table.append(tr);
    }
    right.append(table);
    right.append(html("p", "font-size:0.7em;color:#555;max-width:28em;margin:0.4em auto",
      cfg.tie_break_says.replace("{tie_break}", t.tie_break_name)));
    columns.append(left, right);
    tourBox.append(columns);
  }

  function poll(path, every, draw) {
    const lang = encodeURIComponent(cfg.lang || "");
    async function again() {
      try {
        const response = await fetch(`/api/classes/${cfg.code}/${path}?lang=${lang}`);
        if (response.ok) draw(await response.json());
      } catch (e) { /* the server restarts: ask again */ }
      setTimeout(again, every);
    }
    again();
  }
  poll("rooms", 500, drawGames);
  poll("tournament", 2000, drawTournament);
})();
