//! The teach board on the projector (`/projector/{class_code}`): `GET /api/classes/{code}/board`
//! (no token, like the projector page itself) answers the question asked last — its board, how
//! many answered out of those connected and, once the teacher showed the answers, the tally and
//! the right answers. Never a child's name or id: the projector is seen by the whole room.

use super::App;
use super::classes::class_of;
use super::error::ApiError;
use super::teach::answers_message;
use crate::classroom::teach::TeachToTeacher;
use crate::classroom::teach_judge::Question;
use crate::store::Store;
use axum::Json;
use axum::extract::{Path, State};
use serde_json::{Value, json};
use std::sync::Arc;

/// `GET /api/classes/{class_code}/board`: `{"question":null}` or `{"question":{"id","game",
/// "position","state","answered","connected","tally"?,"right"?}}`.
pub async fn board<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let class = class_of(&app, &code).await?;
    let Some(row) = app.store.latest_question(&class.code).await? else {
        return Ok(Json(json!({"question": null})));
    };
    let Ok(question) = serde_json::from_str::<Question>(&row.body) else {
        return Ok(Json(json!({"question": null})));
    };
    let mut shown = json!({
        "id": question.ask.id,
        "game": question.ask.game,
        "position": question.ask.position,
        "state": row.state,
    });
    if let Some(TeachToTeacher::Answers {
        answered,
        connected,
        tally,
        ..
    }) = answers_message(&app, &class.code, &row).await
    {
        shown["answered"] = answered.into();
        shown["connected"] = connected.into();
        if row.state == "revealed" {
            let rows: Vec<Value> = tally
                .iter()
                .map(|r| {
                    json!({"answer": r.answer, "count": r.count, "verdict": r.verdict,
                           "reason": r.reason})
                })
                .collect();
            shown["tally"] = rows.into();
            shown["right"] = serde_json::to_value(&question.right).unwrap_or_default();
        }
    }
    Ok(Json(json!({ "question": shown })))
}

/// The projector page's script: asks [`board`] every second and draws the board (SVG), the
/// count, and on reveal the tally on the board — arrows with counts for Jungle moves, numbered
/// discs for points, coloured by verdict (green right, amber allowed, red not allowed).
/// `QI_BOARD` holds the class code and the page's words.
pub const SCRIPT: &str = r##"
(function () {
  const cfg = window.QI_BOARD;
  const box = document.getElementById("teach-board");
  const colour = { right: "#2e9d4f", legal: "#e09a1a", illegal: "#d13b3b" };
  const animals = { r: "鼠", c: "猫", d: "狗", w: "狼", j: "豹", t: "虎", l: "狮", e: "象" };
  const svgNs = "http://www.w3.org/2000/svg";
  function el(name, attrs, text) {
    const node = document.createElementNS(svgNs, name);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function jungle(q) {
    const s = 56, svg = el("svg", { width: 7 * s, height: 9 * s, viewBox: `0 0 ${7 * s} ${9 * s}` });
    const rows = q.position.fen.split(" ")[0].split("/");
    const at = (sq) => [sq.charCodeAt(0) - 97, 9 - parseInt(sq.slice(1), 10)];
    for (let y = 0; y < 9; y++) for (let x = 0; x < 7; x++) {
      const row = 9 - y, water = (x === 1 || x === 2 || x === 4 || x === 5) && row >= 4 && row <= 6;
      const trap = ((x === 2 || x === 4) && (row === 1 || row === 9)) || (x === 3 && (row === 2 || row === 8));
      const den = x === 3 && (row === 1 || row === 9);
      svg.appendChild(el("rect", { x: x * s, y: y * s, width: s, height: s, stroke: "#777",
        fill: water ? "#9fd3f0" : den ? "#c9a0dc" : trap ? "#e8c9a0" : "#e6f0d0" }));
    }
    rows.forEach((row, y) => {
      let x = 0;
      for (const ch of row) {
        if (/[0-9]/.test(ch)) { x += parseInt(ch, 10); continue; }
        const red = ch === ch.toUpperCase();
        svg.appendChild(el("circle", { cx: x * s + s / 2, cy: y * s + s / 2, r: s * 0.4,
          fill: red ? "#f4c2c2" : "#c2d4f4", stroke: red ? "#b22" : "#22b", "stroke-width": 3 }));
        svg.appendChild(el("text", { x: x * s + s / 2, y: y * s + s / 2 + 9, "font-size": 26,
          "text-anchor": "middle", "font-family": "qi-cjk, sans-serif" }, animals[ch.toLowerCase()] || ch));
        x += 1;
      }
    });
    for (const row of q.tally || []) {
      if (typeof row.answer !== "string" || row.answer.length < 4) continue;
      const m = row.answer.match(/^([a-g][1-9])([a-g][1-9])$/);
      if (!m) continue;
      const [fx, fy] = at(m[1]), [tx, ty] = at(m[2]);
      const c = colour[row.verdict];
      const x1 = fx * s + s / 2, y1 = fy * s + s / 2, x2 = tx * s + s / 2, y2 = ty * s + s / 2;
      svg.appendChild(el("line", { x1, y1, x2, y2, stroke: c, "stroke-width": 7, opacity: 0.85 }));
      svg.appendChild(el("circle", { cx: x2, cy: y2, r: 9, fill: c }));
      svg.appendChild(el("circle", { cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: 15, fill: c }));
      svg.appendChild(el("text", { x: (x1 + x2) / 2, y: (y1 + y2) / 2 + 6, "font-size": 18,
        fill: "#fff", "text-anchor": "middle", "font-weight": "bold" }, String(row.count)));
    }
    return svg;
  }
  function renju(q) {
    const s = 36, n = 15, svg = el("svg", { width: (n + 1) * s, height: (n + 1) * s });
    svg.appendChild(el("rect", { width: (n + 1) * s, height: (n + 1) * s, fill: "#e3b66b" }));
    for (let i = 0; i < n; i++) {
      svg.appendChild(el("line", { x1: s, y1: s * (i + 1), x2: s * n, y2: s * (i + 1), stroke: "#333" }));
      svg.appendChild(el("line", { x1: s * (i + 1), y1: s, x2: s * (i + 1), y2: s * n, stroke: "#333" }));
    }
    const at = (p) => [(p.charCodeAt(0) - 96) * s, (16 - parseInt(p.slice(1), 10)) * s];
    const stone = (p, fill) => { const [x, y] = at(p); svg.appendChild(el("circle", { cx: x, cy: y, r: s * 0.45, fill, stroke: "#000" })); };
    (q.position.black || []).forEach((p) => stone(p, "#111"));
    (q.position.white || []).forEach((p) => stone(p, "#fafafa"));
    for (const row of q.tally || []) {
      if (typeof row.answer !== "string") continue;
      const [x, y] = at(row.answer);
      svg.appendChild(el("circle", { cx: x, cy: y, r: s * 0.42, fill: colour[row.verdict], opacity: 0.9 }));
      svg.appendChild(el("text", { x, y: y + 6, "font-size": 18, fill: "#fff", "text-anchor": "middle",
        "font-weight": "bold" }, String(row.count)));
    }
    return svg;
  }
  function draw(answer) {
    const q = answer.question;
    box.textContent = "";
    if (!q) return;
    const count = document.createElement("p");
    count.style.fontSize = "2em";
    count.textContent = cfg.answered.replace("{a}", q.answered ?? 0).replace("{c}", q.connected ?? 0);
    box.appendChild(count);
    box.appendChild(q.game === "jungle" ? jungle(q) : renju(q));
    for (const row of q.tally || []) {
      const line = document.createElement("p");
      line.style.color = colour[row.verdict];
      line.style.fontSize = "1.5em";
      const answer = Array.isArray(row.answer) ? row.answer.join(" ") : row.answer;
      line.textContent = `${answer} ×${row.count}: ${cfg[row.verdict]}${row.reason ? " (" + row.reason + ")" : ""}`;
      box.appendChild(line);
    }
  }
  async function poll() {
    try {
      const response = await fetch(`/api/classes/${cfg.code}/board`);
      if (response.ok) draw(await response.json());
    } catch (e) { /* the server restarts: ask again */ }
    setTimeout(poll, 1000);
  }
  poll();
})();
"##;
