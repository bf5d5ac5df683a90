//! The teach board on the projector (`/projector/{class_code}`): `GET /api/classes/{code}/board`
//! (no token, like the projector page itself) answers the question asked last — its board, how
//! many answered out of those connected and, once the teacher showed the answers, the tally and
//! the right answers. Never a child's name or id: the projector is seen by the whole room.

use super::App;
use super::classes::class_of;
use super::error::ApiError;
use super::teach::answers_message;
use crate::classroom::teach::{AnswerVerdict, TeachToTeacher};
use crate::classroom::teach_judge::Question;
use crate::classroom::teach_reason::reason_message;
use crate::i18n::{Locale, Localizer};
use crate::store::Store;
use axum::Json;
use axum::extract::{Path, Query, State};
use serde::Deserialize;
use serde_json::{Value, json};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// The projector's language: `?lang=en` (`zh-CN`, `zh-TW`; any tag, negotiated); without it,
/// the server's.
#[derive(Debug, Default, Deserialize)]
pub struct LangQuery {
    /// A language tag.
    pub lang: Option<String>,
}

thread_local! {
    /// Each worker thread's bundles, built once per language.
    static LOCALIZERS: RefCell<HashMap<Locale, Localizer>> = RefCell::new(HashMap::new());
}

/// Renders with the bundles of `locale` (built on first use on this thread).
pub fn with_localizer<T>(locale: Locale, render: impl FnOnce(&Localizer) -> T) -> T {
    LOCALIZERS.with(|cell| {
        let mut map = cell.borrow_mut();
        render(map.entry(locale).or_insert_with(|| Localizer::new(locale)))
    })
}

/// The locale asked for by `query`, else the server's (`server_lang`).
pub fn locale_of(query: &LangQuery, server_lang: &str) -> Locale {
    let asked = query.lang.as_deref().filter(|lang| !lang.trim().is_empty());
    Locale::negotiate(asked.unwrap_or(server_lang))
}

/// `GET /api/classes/{class_code}/board[?lang=…]`: `{"question":null}` or `{"question":{"id",
/// "game","position","state","answered","connected","tally"?,"right"?}}`; each tally row of an
/// illegal answer also has `reason_text`, the reason as a sentence in the asked language.
pub async fn board<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
    Query(query): Query<LangQuery>,
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
            let locale = locale_of(&query, app.words.lang());
            let rows: Vec<Value> = with_localizer(locale, |tr| {
                tally
                    .iter()
                    .map(|r| {
                        let mut shown = json!({"answer": r.answer, "count": r.count,
                            "verdict": r.verdict, "reason": r.reason});
                        if let (AnswerVerdict::Illegal, Some(reason)) = (r.verdict, &r.reason) {
                            let message = reason_message(
                                &question.ask,
                                &r.answer,
                                reason,
                                &app.content.library,
                            );
                            shown["reason_text"] = tr.render(&message).into();
                        }
                        shown
                    })
                    .collect()
            });
            shown["tally"] = rows.into();
            shown["right"] = serde_json::to_value(&question.right).unwrap_or_default();
        }
    }
    Ok(Json(json!({ "question": shown })))
}

/// The projector page's script: asks [`board`] every second and draws the board (SVG), the
/// count, and on reveal the tally on the board — arrows with counts for Jungle moves, numbered
/// discs for points, coloured by verdict (green right, amber allowed, red not allowed), marked
/// squares with how many marked each, the right answers nobody gave dashed in green, and each
/// illegal answer's reason as a sentence.
/// `QI_BOARD` holds the class code and the page's words.
pub const SCRIPT: &str = r##"
(function () {
  const cfg = window.QI_BOARD;
  const box = document.getElementById("teach-board");
  const colour = { right: "#2e9d4f", legal: "#e09a1a", illegal: "#d13b3b" };
  const animals = { r: "鼠", c: "猫", d: "狗", w: "狼", p: "豹", t: "虎", l: "狮", e: "象" };
  const svgNs = "http://www.w3.org/2000/svg";
  function el(name, attrs, text) {
    const node = document.createElementNS(svgNs, name);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // Marked squares or points (find-all answers): each square with how many children marked
  // it, green when it belongs to the right set, red when not; right squares nobody marked get
  // a green ring.
  function badges(svg, q, place) {
    const counts = {}, right = new Set();
    for (const row of q.tally || []) {
      if (!Array.isArray(row.answer)) continue;
      for (const sq of row.answer) counts[sq] = (counts[sq] || 0) + row.count;
    }
    for (const answer of q.right || []) if (Array.isArray(answer)) answer.forEach((sq) => right.add(sq));
    for (const sq of right) if (!(sq in counts)) {
      const [x, y, r] = place(sq);
      svg.appendChild(el("circle", { cx: x, cy: y, r, fill: "none", stroke: colour.right,
        "stroke-width": 4, "stroke-dasharray": "6 4" }));
    }
    for (const sq in counts) {
      const [x, y, r] = place(sq);
      const c = right.has(sq) ? colour.right : colour.illegal;
      svg.appendChild(el("circle", { cx: x, cy: y, r, fill: c, stroke: "#fff", "stroke-width": 2 }));
      svg.appendChild(el("text", { x, y: y + r * 0.4, "font-size": r * 1.1, fill: "#fff",
        "text-anchor": "middle", "font-weight": "bold" }, String(counts[sq])));
    }
  }
  // The right moves or points (not marks) nobody gave: drawn dashed in green once revealed.
  function unchosen(q) {
    const given = new Set((q.tally || []).map((row) => JSON.stringify(row.answer)));
    return (q.right || []).filter((a) => typeof a === "string" && !given.has(JSON.stringify(a)));
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
    badges(svg, q, (sq) => { const [x, y] = at(sq); return [x * s + s * 0.78, y * s + s * 0.24, s * 0.2]; });
    for (const mv of unchosen(q)) {
      const m = mv.match(/^([a-g][1-9])([a-g][1-9])$/);
      if (!m) continue;
      const [fx, fy] = at(m[1]), [tx, ty] = at(m[2]);
      svg.appendChild(el("line", { x1: fx * s + s / 2, y1: fy * s + s / 2, x2: tx * s + s / 2,
        y2: ty * s + s / 2, stroke: colour.right, "stroke-width": 5, "stroke-dasharray": "8 6" }));
      svg.appendChild(el("circle", { cx: tx * s + s / 2, cy: ty * s + s / 2, r: 8, fill: colour.right }));
    }
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
    badges(svg, q, (p) => { const [x, y] = at(p); return [x, y, s * 0.42]; });
    for (const p of unchosen(q)) {
      const [x, y] = at(p);
      svg.appendChild(el("circle", { cx: x, cy: y, r: s * 0.42, fill: "none", stroke: colour.right,
        "stroke-width": 4, "stroke-dasharray": "6 4" }));
    }
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
      const why = row.reason_text || row.reason;
      line.textContent = `${answer} ×${row.count}: ${cfg[row.verdict]}${why ? " — " + why : ""}`;
      box.appendChild(line);
    }
  }
  async function poll() {
    try {
      const response = await fetch(`/api/classes/${cfg.code}/board?lang=${encodeURIComponent(cfg.lang || "")}`);
      if (response.ok) draw(await response.json());
    } catch (e) { /* the server restarts: ask again */ }
    setTimeout(poll, 1000);
  }
  poll();
})();
"##;
