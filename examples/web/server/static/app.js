// The spellstack client: plain JavaScript, no build step, nothing
// fetched but this server's API (docs/web.md). It shows one seat's view
// and sends that seat's choices; it knows no rules: every option, prompt
// and log line comes from the engine.
"use strict";

const T = {
  newGame: ["New game", "新游戏"], mode: ["Mode", "模式"], seed: ["Seed (optional)", "种子（可选）"],
  start: ["Start", "开始"], stack: ["Stack (top first)", "堆栈（顶端在前）"], yourHand: ["Your hand", "你的手牌"],
  libraryTop: ["Top of your library", "你的牌库顶"], log: ["Log", "记录"],
  hoverHint: ["Point at a card to read it. On a touch screen, the first tap on a card reads it and the second acts with it. With the keyboard, Tab reaches each card (its text shows here) and Enter acts with it.",
    "将鼠标指向一张牌以查看其内容。在触摸屏上，第一次点按一张牌会显示其内容，第二次点按才会用它行动。使用键盘时，按Tab键可逐一选中每张牌（其内容显示于此），按Enter键用它行动。"],
  you: ["you", "你"], computer: ["computer", "电脑"], deckOf: ["Deck of", "套牌："], yourDeck: ["Your deck", "你的套牌"],
  life: ["life", "生命"], poison: ["poison", "中毒"], hand: ["hand", "手牌"], library: ["library", "牌库"],
  graveyard: ["Graveyard", "坟墓场"], exile: ["Exile", "放逐区"], pool: ["mana", "魔法力"],
  turn: ["Turn", "回合"], step: ["step", "步骤"], priority: ["priority", "优先权"], lost: ["left the game", "已离开游戏"],
  waiting: ["Waiting for the other players…", "等待其他牌手……"], replay: ["Replay", "回放"], again: ["New game", "新游戏"],
  won: ["won", "获胜"], draw: ["The game is a draw.", "本盘游戏为平局。"], over: ["Game over:", "游戏结束："],
  stepOf: ["step", "步"], of: ["of", "/"], backToEnd: ["Leave the replay", "退出回放"],
  declareAttackers: ["Declare these attackers", "宣告这些攻击者"], declareBlockers: ["Declare these blockers", "宣告这些阻挡者"],
  buildAttack: ["Or click your creatures to choose attackers:", "或点击你的生物来选择攻击者："],
  buildBlock: ["Or click one of your creatures, then the attacker it blocks:", "或点击你的一个生物，再点击它要阻挡的攻击者："],
  attacks: ["attacks", "攻击"], blocks: ["blocks", "阻挡"], remove: ["remove", "移除"], cancel: ["Cancel", "取消"],
  token: ["token", "衍生物"], counters: ["counters", "指示物"], damage: ["damage", "伤害"], sick: ["summoning sick", "召唤失调"],
  entering: ["entering: its choice is still to make", "正在进入战场：尚待选择"], grantedBy: ["granted by", "赋予自"],
  attacking: ["attacking", "进行攻击"], blocking: ["blocking", "进行阻挡"], triggers: ["Waiting to go on the stack", "等待放进堆栈"], nextRound: ["after the others", "在其他异能之后"],
  delayed: ["Delayed", "延迟触发"], shield: ["This turn", "本回合"],
  passTurn: ["Pass until the end of this turn", "让过直到本回合结束"],
  passMine: ["Pass until my turn", "让过直到我的回合"],
  stopPassTurn: ["Passing until the end of this turn: stop", "正在让过直到本回合结束：停止"],
  stopPassMine: ["Passing until my turn: stop", "正在让过直到我的回合：停止"], noDecks: ["(the server has no decks)", "（服务器没有套牌）"],
  theirs: ["'s", "的"], yourAction: ["Your action:", "你的操作："], nobody: ["nobody", "无人"],
  team: ["team", "队伍"], seat: ["Seat", "座位"], and: [" & ", "和"],
  starting: ["The game is starting", "游戏即将开始"], firstTurn: ["first turn", "先手"],
  attachedTo: ["attached to", "贴附于"], enchanting: ["attached to", "结附于"], equipping: ["attached to", "装备于"], blockedBy: ["blocked by", "被阻挡："], chosenWord: ["chosen", "所选"],
  protectionFrom: ["protection from", "反"], badSeed: ["The seed must be a whole number from 0 to 9007199254740991.", "种子须为0至9007199254740991之间的整数。"],
  convokeBuild: ["Choose the creatures to tap for convoke…", "选择为召集而横置的生物……"],
  convokeHelp: ["Click your untapped creatures to tap for convoke (each pays {1} or one mana of its colour), then choose how to cast the spell:",
    "点击你未横置的生物来为召集横置它们（每个支付{1}或一点其颜色的魔法力），然后选择如何施放该咒语："],
  convokeChosen: ["Tapping for convoke:", "为召集横置："], convokeWith: ["tapping the creatures chosen here for convoke", "为召集横置此处所选的生物"],
  cast: ["Cast", "施放"], close: ["Close", "关闭"],
  searching: ["Your library (searching)", "你的牌库（搜寻中）"], theirLibrary: ["'s library (searching)", "的牌库（搜寻中）"],
  leaveConfirm: ["Leave this game? You concede it (CR 104.3a), and it can't be resumed.", "离开这盘游戏？你将认输（CR 104.3a），且无法再回到这盘游戏。"],
  resume: ["Continue the game in progress", "继续进行中的游戏"],
  sharedLife: ["shared by the team", "队伍共用"],
  onlyFor: ["only for %s spells", "只能用于施放%s咒语"],
  Sliver: ["Sliver", "裂片妖"],
  errStale: ["The game had moved on (in another tab?): this is where it is now.", "游戏已继续进行（也许在另一个标签页中）：这是现在的局面。"],
  errIllegal: ["The engine refused the action:", "引擎拒绝了该操作："],
  errNoGame: ["This game is no longer on the server (it was idle too long, or the server restarted).", "服务器上已没有这盘游戏（闲置过久，或服务器已重启）。"],
  errNetwork: ["The server can't be reached.", "无法连接服务器。"],
  errOther: ["The server refused:", "服务器拒绝了请求："],
  youLeft: ["You have left the game; the others play on.", "你已离开游戏；其他牌手继续进行。"],
  rpFirst: ["First", "开头"], rpLast: ["Last", "结尾"], rpPrev: ["Previous", "上一步"], rpNext: ["Next", "下一步"],
  forTeam: ["(You decide for your team.)", "（由你代表你的队伍决定。）"],
};
const STEP = {
  "untap": ["untap step", "重置步骤"], "upkeep": ["upkeep", "维持步骤"], "draw": ["draw step", "抓牌步骤"],
  "precombat-main": ["precombat main phase", "战斗前行动阶段"], "beginning-of-combat": ["beginning of combat", "战斗开始步骤"],
  "declare-attackers": ["declare attackers step", "宣告攻击者步骤"], "declare-blockers": ["declare blockers step", "宣告阻挡者步骤"],
  "first-strike-damage": ["first-strike damage step", "先攻战斗伤害步骤"], "combat-damage": ["combat damage step", "战斗伤害步骤"],
  "end-of-combat": ["end of combat step", "战斗结束步骤"], "postcombat-main": ["postcombat main phase", "战斗后行动阶段"],
  "end": ["end step", "结束步骤"], "cleanup": ["cleanup step", "清除步骤"],
};
const COLOR_WORDS = { W: ["white", "白"], U: ["blue", "蓝"], B: ["black", "黑"], R: ["red", "红"], G: ["green", "绿"] };
// protectionText says what a permanent has protection from, in words.
function protectionText(colors) {
  if (colors.length === 5) return zh() ? "反所有颜色" : "protection from all colors";
  if (zh()) return colors.map((c) => "反" + (COLOR_WORDS[c] ? COLOR_WORDS[c][1] : c)).join("、");
  return `${tr("protectionFrom")} ${colors.map((c) => (COLOR_WORDS[c] ? COLOR_WORDS[c][0] : c)).join(", ")}`;
}
// shieldText says what a regeneration or prevention shield of this turn
// does (CR 701.13a, 615), in words.
function shieldText(sh) {
  const words = (cs) => (cs || []).map((c) => (COLOR_WORDS[c] ? COLOR_WORDS[c][zh() ? 1 : 0] : c)).join(zh() ? "、" : " or ");
  if (sh.kind === "regenerate") return zh() ? `${battlefieldName(sh.object)}的下一次被消灭将由重生代替` : `${battlefieldName(sh.object)} regenerates the next time it would be destroyed`;
  if (sh.object || sh.player >= 0) {
    const who = sh.object ? battlefieldName(sh.object) : playerName(sh.player);
    const from = (sh.colors || []).length ? (zh() ? `${words(sh.colors)}色来源` : ` by ${words(sh.colors)} sources`) : "";
    return zh() ? `防止${from}将对${who}造成的所有伤害` : `all damage${from} to ${who} is prevented`;
  }
  return zh() ? `防止非${words(sh.notColors)}色生物将造成的所有战斗伤害` : `all combat damage by creatures that aren't ${words(sh.notColors)} is prevented`;
}
const COUNTER_NAMES = [["+1/+1", "+1/+1"], ["-1/-1", "-1/-1"], ["loyalty", "忠诚"], ["charge", "充电"], ["verse", "诗篇"]];
// Keywords in the terms of the Chinese cards.
const KEYWORDS_ZH = {
  "flying": "飞行", "first strike": "先攻", "double strike": "连击", "vigilance": "警戒", "trample": "践踏",
  "haste": "敏捷", "reach": "延势", "deathtouch": "死触", "lifelink": "系命", "defender": "守军",
  "intimidate": "威吓", "menace": "威慑", "hexproof": "辟邪", "indestructible": "不灭",
  "convoke": "召集", "flash": "闪现", "split second": "瞬息",
  "plainswalk": "平原行者", "islandwalk": "海岛行者", "swampwalk": "沼泽行者", "mountainwalk": "山脉行者", "forestwalk": "树林行者",
};

const state = {
  lang: localStorage.getItem("lang") === "zh" ? "zh" : "en",
  decks: [], modes: [],
  session: null,   // {game, token, seat}
  data: null,      // the last ViewResponse (or ReplayResponse)
  log: [],         // log lines so far
  logNext: 0,
  replay: null,    // {step, steps} while replaying
  draft: null,     // the attack or block declaration being built
  pendingBlocker: null,
  passUntil: null, // pass priority until: {turn: N} this turn ends, {mine: true} my (team's) turn
  busy: false,
  shown: null,     // the name of the card whose text is shown
  touched: null,   // the card last tapped on a touch screen (read, not yet acted with)
  convoke: null,   // {card, chosen}: a cast with convoke being built (CR 702.50)
  menuFrom: null,  // the card whose menu the keyboard opened
  shownDecision: null, // the version whose decision was last shown
  error: null,     // the error shown, shown again when the language changes
};

const $ = (id) => document.getElementById(id);
const tr = (k) => (T[k] ? T[k][state.lang === "zh" ? 1 : 0] : k);
const zh = () => state.lang === "zh";
// Punctuation as each language writes it: a full-width colon and
// brackets in Chinese.
const colon = () => (zh() ? "：" : ": ");
const paren = (x) => (zh() ? `（${x}）` : ` (${x})`);
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const kid of kids) if (kid != null) e.append(kid);
  return e;
}

// ---- the API ----

async function api(method, path, body) {
  const headers = {};
  if (state.session) headers["Authorization"] = "Bearer " + state.session.token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const resp = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await resp.json().catch(() => ({ error: { code: "bad-response", message: resp.statusText } }));
  if (!resp.ok) {
    const err = new Error((data.error && data.error.message) || resp.statusText);
    err.status = resp.status;
    err.code = data.error && data.error.code;
    // An engine refusal: its kind in both languages, and the rule.
    err.refusal = data.error && data.error.refusal;
    err.rule = data.error && data.error.rule;
    throw err;
  }
  return data;
}

// showError shows what went wrong in the language chosen: an engine
// refusal by its kind (the server says it in both languages, from the
// error's sentinel) with the rule it cites, and the engine's own English
// message below it, smaller; the server's other errors in words for a
// person rather than its own.
function showError(e) {
  const box = $("error");
  if (!e) { box.hidden = true; state.error = null; return; }
  state.error = e;
  let text = e.message || String(e), detail = null;
  if (e.code === "stale" || e.code === "not-your-decision") text = tr("errStale");
  else if (e.code === "illegal-action") {
    const r = e.refusal;
    text = tr("errIllegal") + (r ? (zh() ? r.textZhHans : " " + r.text) : "");
    if (e.rule && e.rule.rule) text += paren(`CR ${e.rule.rule}${e.rule.also ? ", " + e.rule.also : ""}`);
    detail = e.message;
  } else if (e.code === "no-game") text = tr("errNoGame");
  else if (e instanceof TypeError) text = tr("errNetwork"); // fetch found no server
  else if (e.code && !e.local) text = `${tr("errOther")} ${e.message}`;
  box.replaceChildren(el("span", { id: "error-text", text }));
  if (detail) box.append(el("small", { id: "error-detail", lang: "en", text: detail }));
  box.hidden = false;
}

function gamePath(rest) { return "/api/games/" + encodeURIComponent(state.session.game) + rest; }

async function fetchView(wait) {
  let q = "?since=" + state.logNext;
  if (wait !== undefined) q += "&wait=" + wait;
  return api("GET", gamePath("/view" + q));
}

// take shows a new view and, when others decide, waits for the next one.
function take(data) {
  if (!state.replay) {
    // The server sends the lines from logFrom on: normally where this
    // client's log ends; further on when it dropped old lines.
    state.log = data.logFrom === state.logNext ? state.log.concat(data.log || []) : (data.log || []).slice();
    if (state.log.length > 2000) state.log = state.log.slice(-1000);
    state.logNext = data.logNext;
  }
  const oldKind = state.data && state.data.view.pending.kind;
  const oldVersion = state.data && state.data.version;
  state.data = data;
  if (!data.declare || oldKind !== data.view.pending.kind || oldVersion !== data.version) {
    state.draft = data.declare ? [] : null;
    state.pendingBlocker = null;
  }
  if (oldVersion !== data.version) state.convoke = null;
  render();
  if (!state.replay && !data.view.over && !data.decide) poll(data.version);
  else if (!state.replay && data.decide) autoPass();
}

let polling = false;
async function poll(version) {
  if (polling) return;
  polling = true;
  try {
    const data = await fetchView(version);
    polling = false;
    if (!state.replay && state.session && data.game === state.session.game) take(data);
  } catch (e) {
    polling = false;
    showError(e);
    setTimeout(() => poll(version), 2000);
  }
}

async function act(body) {
  if (state.busy || state.replay) return;
  state.busy = true;
  hideMenu();
  try {
    body.version = state.data.version;
    const data = await api("POST", gamePath("/act?since=" + state.logNext), body);
    showError(null);
    state.busy = false;
    take(data);
  } catch (e) {
    state.busy = false;
    showError(e);
    if (e.status === 409) take(await fetchView());
  }
}

function choose(i) { act({ option: i }); }

// autoPass passes priority for "pass until the end of this turn" and
// "pass until my turn". Other decisions (blocks, discards) still ask.
function autoPass() {
  const d = state.data, v = d.view, u = state.passUntil;
  if (!u) return;
  const myTurn = d.seats[v.active] && d.seats[v.active].team === d.seats[d.seat].team;
  if ((u.turn !== undefined && v.turn !== u.turn) || (u.mine && myTurn)) { state.passUntil = null; render(); return; }
  if (v.pending.kind !== "priority") return;
  const i = v.pending.options.findIndex((o) => o.kind === "pass");
  if (i >= 0) setTimeout(() => choose(i), 0);
}

// ---- setup ----

async function loadSetup() {
  const data = await api("GET", "/api/decks");
  state.decks = data.decks;
  state.modes = data.modes;
  const sel = $("mode");
  sel.replaceChildren(...state.modes.map((m) => el("option", { value: m.id })));
  sel.addEventListener("change", renderDeckChoice);
  renderSetup();
}

function renderSetup() {
  const sel = $("mode");
  [...sel.options].forEach((o, i) => { o.textContent = zh() ? state.modes[i].nameZhHans : state.modes[i].name; });
  renderDeckChoice();
}

const defaultDecks = ["white-red", "black-green", "blue-red", "green-blue"];
function renderDeckChoice() {
  const m = state.modes.find((x) => x.id === $("mode").value) || state.modes[0];
  const box = $("decks");
  const old = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren();
  if (!m) return;
  if (!state.decks.length) { box.textContent = tr("noDecks"); return; }
  for (let i = 0; i < m.players; i++) {
    const s = el("select", { id: "deck-" + i });
    for (const d of state.decks) s.append(el("option", { value: d.id, text: zh() ? d.nameZhHans : d.name }));
    s.value = old[i] || defaultDecks[i];
    let who = i === 0 ? tr("yourDeck") : zh() ? `${seatName(i)}${paren(tr("computer"))}的套牌` : `${tr("deckOf")} ${seatName(i)}${paren(tr("computer"))}`;
    if (m.id === "two-headed-giant" && i === 1) who += zh() ? "（你的队友）" : " (your teammate)";
    box.append(el("label", {}, who + " ", s));
  }
}

function seatName(i) { return ["Alice", "Bob", "Carol", "Dave"][i]; }

async function startGame() {
  showError(null);
  const m = $("mode").value;
  const decks = [...$("decks").querySelectorAll("select")].map((s) => s.value);
  const body = { mode: m, decks };
  const seed = $("seed").value.trim();
  if (seed) {
    // A JavaScript number holds whole numbers exactly only up to 2^53 - 1:
    // a larger seed would be sent rounded, naming another game.
    if (!/^\d{1,16}$/.test(seed) || Number(seed) > Number.MAX_SAFE_INTEGER) { showError(Object.assign(new Error(tr("badSeed")), { local: true })); return; }
    body.seed = Number(seed);
  }
  try {
    state.session = null;
    const created = await api("POST", "/api/games", body);
    state.session = { game: created.game, token: created.seats[0].token, seat: created.seats[0].seat };
    saveSession();
    state.log = []; state.logNext = 0; state.replay = null; state.data = null;
    showScreen("table");
    take(await fetchView());
  } catch (e) { showError(e); }
}

function showScreen(which) {
  // The header's turn and step are the game's: none on the setup screen.
  if (which === "setup") { $("status").textContent = ""; delete $("status").dataset.turn; }
  $("setup").hidden = which !== "setup";
  $("table").hidden = which !== "table";
  $("leave").hidden = which !== "table";
}

// The game in progress is kept for this tab (sessionStorage) and for the
// browser (localStorage), so that a second tab, or the page opened again
// after its tab was closed, can continue it.
function saveSession() {
  const s = JSON.stringify(state.session);
  sessionStorage.setItem("session", s);
  localStorage.setItem("session", s);
}
function forgetSession() {
  sessionStorage.removeItem("session");
  localStorage.removeItem("session");
}

// newGame leaves the game shown for the setup screen. Leaving a game in
// progress concedes it (CR 104.3a), once the person has said so.
function newGame() {
  const d = state.data;
  if (state.session && d && !d.view.over && !state.replay && !d.view.players[d.seat].lost) {
    if (!window.confirm(tr("leaveConfirm"))) return;
    api("POST", gamePath("/act"), { version: d.version, action: { kind: "concede", player: d.seat } }).catch(() => {});
  }
  forgetSession();
  state.session = null; state.data = null; state.replay = null; state.passUntil = null;
  showScreen("setup");
  renderStatic();
}

// resumeGame shows the game kept in localStorage (another tab's).
async function resumeGame(saved) {
  try {
    state.session = JSON.parse(saved);
    state.log = []; state.logNext = 0; state.replay = null; state.data = null;
    showScreen("table");
    take(await fetchView());
    saveSession();
  } catch (e) {
    state.session = null;
    forgetSession();
    showScreen("setup");
    showError(e);
  }
}

// ---- rendering ----

function renderStatic() {
  document.documentElement.lang = zh() ? "zh-Hans" : "en";
  $("lang").textContent = zh() ? "English" : "中文";
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = tr(e.dataset.t);
  if (!$("setup").hidden) renderSetup();
}

function cardName(name, nameZh) { return zh() && nameZh ? nameZh : name; }
function objName(o) { return cardName(o.name, o.nameZhHans); }

// whose says whose a permanent controlled by p is: "your ", "Bob's "
// (你的, Bob的), so that alike permanents on both sides read apart.
function whose(p, zhLang = zh()) {
  const d = state.data;
  if (p === d.seat) return zhLang ? "你的" : "your ";
  const name = d.view.players[p] ? d.view.players[p].name : "?";
  // A name ending in s takes an apostrophe alone, as the engine's texts
  // write it ("Chris' ").
  return zhLang ? `${name}的` : name.endsWith("s") ? `${name}' ` : `${name}'s `;
}
const ZONE_WORDS = {
  library: ["library", "牌库"], hand: ["hand", "手牌"], graveyard: ["graveyard", "坟墓场"],
  exile: ["exile", "放逐区"], stack: ["stack", "堆栈"], command: ["command zone", "指令区"],
};
// numberText is the number that tells object o from alike objects in its
// zone, as the page shows it: "#3" on the battlefield, elsewhere with its
// zone ("library #3"): the numbers are per zone (docs/json.md), so a card
// of a library searched may have a permanent's number.
function numberText(o, zhLang = zh()) {
  if (!o.tag) return "";
  const w = o.zone !== "battlefield" && ZONE_WORDS[o.zone];
  if (!w) return `#${o.tag}`;
  return zhLang ? `${w[1]}#${o.tag}` : `${w[0]} #${o.tag}`;
}
// shownName names an object as its card shows it: "Mountain #3" on the
// battlefield, "Forest (library #10)" elsewhere.
function shownName(o) {
  const n = numberText(o);
  if (!n) return objName(o);
  return o.zone === "battlefield" ? `${objName(o)} ${n}` : objName(o) + paren(n);
}
// permanentName names a permanent with whose it is: "Bob's Mountain #3".
function permanentName(o) { return whose(o.controller) + shownName(o); }
// battlefieldName names a permanent of the current view by its id (an
// attacked planeswalker), or shows the id when it is gone.
// attachWord is the label of what o is attached to: in Chinese the
// guide's verb, 结附于 for an Aura (an enchantment) and 装备于 for an
// Equipment (an artifact).
function attachWord(o) {
  const types = o.types || [];
  if (types.includes("Enchantment")) return "enchanting";
  if (types.includes("Artifact")) return "equipping";
  return "attachedTo";
}

function battlefieldName(id) {
  const o = state.data && (state.data.view.battlefield || []).find((x) => x.id === id);
  return o ? permanentName(o) : id;
}
// objectName names an object by its card's name, with whose it is and
// the number alike permanents show ("Bob's Mountain #3") when it is on
// the battlefield.
function objectName(id, name) {
  const o = id && state.data && (state.data.view.battlefield || []).find((x) => x.id === id);
  if (o) return permanentName(o);
  return cardName(name, state.data.cards[name] && state.data.cards[name].nameZhHans);
}
// viewObject finds the object of the current view with ViewID id, in any
// zone the view shows.
function viewObject(id) {
  const v = state.data.view;
  const lists = [v.battlefield, v.hand, v.libraryTop, v.exile, v.command];
  for (const p of v.players) lists.push(p.graveyard, p.hand);
  for (const l of lists) {
    const o = (l || []).find((x) => x.id === id);
    if (o) return o;
  }
  return null;
}
// engineLabel is how the engine's texts name object o: its name, and
// when alike objects share its zone, its number ("Mountain (#3)",
// 山脉（#3）).
function engineLabel(o, zhLang) {
  const name = zhLang ? o.nameZhHans || o.name : o.name;
  if (!o.tag) return name;
  return zhLang ? `${name}（#${o.tag}）` : `${name} (#${o.tag})`;
}
// optionText is an option's text in the language chosen, the engine's,
// with the objects and players the option names (its object, targets,
// attackers, blockers, convoked creatures) said as the page says them: a
// permanent with whose it is ("Bob's Runeclaw Bear (#6)"), another
// numbered card with its zone ("Swamp (library #10)"), the seat itself
// as "you". It changes only what the option's own fields name, found in
// the text in the order the fields give them (a targeted player, named
// after whose play it is in Two-Headed Giant, at its last place).
function optionText(opt) {
  const zhLang = zh();
  const text = zhLang ? opt.textZhHans : opt.text;
  if (!text || !state.data) return text || "";
  const swaps = [], seen = new Set();
  const object = (id) => {
    if (!id || id === "none" || seen.has(id)) return;
    seen.add(id);
    const o = viewObject(id);
    if (!o) return;
    const from = engineLabel(o, zhLang);
    if (o.zone === "battlefield") swaps.push({ from, to: whose(o.controller, zhLang) + from });
    else if (o.tag) swaps.push({ from, to: cardName(o.name, o.nameZhHans) + paren(numberText(o, zhLang)) });
  };
  object(opt.object);
  object(opt.discard);
  // The targets are named after "targeting" (，目标为) when the text
  // says it; before it, a name may be a part of the spell's.
  const marks = [" targeting ", "，目标为"].map((m) => { const i = text.lastIndexOf(m); return i < 0 ? 0 : i + m.length; });
  const targetsAt = Math.max(...marks);
  for (const t of opt.targets || []) {
    const n = swaps.length;
    if (t.player === undefined) object(t.object);
    else if (t.player === state.data.seat && !seen.has("player")) {
      seen.add("player");
      swaps.push({ from: state.data.view.players[t.player].name, to: zhLang ? "你" : "you", last: true });
    }
    for (const sw of swaps.slice(n)) sw.from0 = targetsAt;
  }
  for (const a of opt.attackers || []) { object(a.attacker); object(a.planeswalker); }
  for (const b of opt.blockers || []) { object(b.blocker); object(b.attacker); }
  for (const c of opt.convoke || []) object(c);
  // Where each is named: the first place from the end of the one before
  // (else from the start) that is a whole name, not a part of another
  // ("Goblin" in "Goblin Bushwhacker", "Mountain" in "Mountain (#3)").
  const word = /[A-Za-z0-9]/;
  const whole = (i, from) => {
    if (i > 0 && word.test(text[i - 1])) return false;
    const after = text.slice(i + from.length);
    if (word.test(after.charAt(0)) || /^ [A-Z]/.test(after)) return false;
    return from.endsWith(")") || from.endsWith("）") || !/^( \(#|（#)/.test(after);
  };
  const spans = [];
  const free = (i, n) => spans.every((s) => i + n <= s.at || i >= s.at + s.from.length);
  const find = (from, start) => {
    for (let i = text.indexOf(from, start); i >= 0; i = text.indexOf(from, i + 1)) if (whole(i, from) && free(i, from.length)) return i;
    return -1;
  };
  const findLast = (from) => {
    for (let i = text.lastIndexOf(from); i >= 0; i = i > 0 ? text.lastIndexOf(from, i - 1) : -1) if (whole(i, from) && free(i, from.length)) return i;
    return -1;
  };
  let pos = 0;
  for (const sw of swaps) {
    let i = sw.last ? findLast(sw.from) : find(sw.from, Math.max(pos, sw.from0 || 0));
    if (i < 0) i = find(sw.from, 0);
    if (i < 0) continue;
    spans.push({ ...sw, at: i });
    pos = i + sw.from.length;
  }
  spans.sort((a, b) => a.at - b.at);
  let out = "", at = 0;
  for (const s of spans) { out += text.slice(at, s.at) + s.to; at = s.at + s.from.length; }
  return out + text.slice(at);
}
function playerName(p) {
  const d = state.data;
  if (p < 0 || !d || !d.view.players[p]) return tr("nobody");
  return d.view.players[p].name + (p === d.seat ? paren(tr("you")) : "");
}

function render() {
  renderStatic();
  const d = state.data;
  if (!d) return;
  // The card keyboard focus was on, found again in the new rendering.
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.id : undefined;
  const v = d.view;
  // For tests and tools: which state the page shows.
  document.body.dataset.version = state.replay ? "replay-" + state.replay.step : String(d.version);
  const stepName = STEP[v.step] ? STEP[v.step][zh() ? 1 : 0] : v.step;
  // Before the first turn (who goes first, mulligans: CR 103) no turn or
  // step has begun and nobody is the active player.
  const first = v.startingPlayer >= 0 ? ` · ${tr("firstTurn")}${colon()}${playerName(v.startingPlayer)}` : "";
  $("status").textContent = !v.started ? ""
    : v.turn === 0 ? tr("starting") + first
    : (zh() ? `第${v.turn}回合` : `${tr("turn")} ${v.turn}`) + ` · ${activeNames(d)} · ${stepName}` + (v.priority >= 0 ? ` · ${tr("priority")}${colon()}${playerName(v.priority)}` : "");
  $("status").dataset.turn = v.turn;
  const newDecision = d.decide && !state.replay && state.shownDecision !== d.version;
  state.shownDecision = d.decide ? d.version : null;
  renderPlayers(d);
  renderDecision(d);
  renderStack(v);
  renderBattlefield(d);
  renderHand(d);
  renderLog();
  if (state.shown) showCard(state.shown); // in the language now chosen
  if (focused) {
    const again = document.querySelector(`[data-id="${CSS.escape(focused)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
  // A new decision below or above the screen (a phone, four players)
  // is brought into view.
  if (newDecision) {
    const r = $("decision").getBoundingClientRect();
    if (r.top < 0 || r.top > window.innerHeight - 80) $("decision").scrollIntoView({ block: "start" });
  }
}

// activeNames names the active player, or in Two-Headed Giant the team
// whose turn it is (CR 805.5: a team shares its turns).
function activeNames(d) {
  const v = d.view;
  if (d.mode !== "two-headed-giant") return playerName(v.active);
  return v.players.map((p, i) => i).filter((i) => d.seats[i].team === d.seats[v.active].team).map(playerName).join(tr("and"));
}

function renderPlayers(d) {
  const v = d.view;
  const box = $("players");
  box.replaceChildren();
  v.players.forEach((p, i) => {
    const seat = d.seats[i];
    let cls = "player";
    if (v.turn > 0 && (i === v.active || d.mode === "two-headed-giant" && seat.team === d.seats[v.active].team)) cls += " active";
    if (i === d.seat) cls += " me";
    if (p.lost) cls += " lost";
    const who = seat.computer ? paren(tr("computer")) : i === d.seat ? paren(tr("you")) : "";
    const div = el("div", { class: cls, id: "player-" + i },
      el("h4", { text: p.name + who }),
      el("div", {}, el("span", { class: "life", text: String(p.life) }), " " + tr("life") + (d.mode === "two-headed-giant" ? paren(tr("sharedLife")) : "") + (p.poison ? ` · ${p.poison} ${tr("poison")}` : "")),
      el("div", { text: `${tr("hand")}${colon()}${p.handSize} · ${tr("library")}${colon()}${p.librarySize}` }));
    if (v.players.length > 2 && d.mode === "two-headed-giant") {
      const mates = v.players.filter((q, j) => d.seats[j].team === seat.team).map((q) => q.name);
      div.append(el("div", { text: `${tr("team")}${colon()}${mates.join(tr("and"))}` }));
    }
    const pool = Object.entries(p.pool || {}).filter(([, n]) => n > 0).map(([c, n]) => `${n}${c}`).join(" ");
    // Mana that may pay only for spells of one subtype (CR 106.6: Sliver Hive's).
    const only = (p.restricted || []).map((r) => Object.entries(r.mana).filter(([, n]) => n > 0).map(([c, n]) => `${n}${c}`).join(" ") + paren(tr("onlyFor").replace("%s", tr(r.for)))).join(" ");
    if (pool) div.append(el("div", { text: `${tr("pool")}${colon()}${pool}` + (only ? ` · ${only}` : "") }));
    if (p.lost) div.append(el("div", { text: tr("lost") }));
    div.append(zoneList(tr("graveyard"), p.graveyard || [], "graveyard-" + i));
    div.append(zoneList(tr("exile"), (v.exile || []).filter((o) => o.owner === i), "exile-" + i));
    if (p.hand && p.hand.length) div.append(zoneList(tr("hand"), p.hand, "mate-hand-" + i, true));
    box.append(div);
  });
}

function zoneList(title, objs, id, open) {
  const det = el("details", { id });
  if (open || objs.some((o) => clickOptions(o.id).length)) det.open = true;
  det.append(el("summary", { text: title + paren(objs.length) }));
  for (const o of objs) det.append(mini(o));
  return det;
}

function mini(o) {
  const opts = clickOptions(o.id);
  const m = el("span", { class: "mini" + (opts.length ? " clickable" : ""), "data-id": o.id, text: shownName(o) });
  hookCard(m, o.name, o.id);
  return m;
}

function clickOptions(id) {
  const d = state.data;
  if (!d || !d.decide || state.replay || d.declare) return [];
  return (d.view.pending.byObject && d.view.pending.byObject[id]) || [];
}

function renderDecision(d) {
  const v = d.view;
  let prompt = zh() ? v.pending.promptZhHans : v.pending.prompt;
  if (d.decide && !state.replay && v.pending.player !== d.seat) prompt += (zh() ? "" : " ") + tr("forTeam");
  $("prompt").textContent = prompt;
  const opts = $("options");
  opts.replaceChildren();
  if (state.passUntil && !state.replay && !v.over) {
    // Passing for the person: say so, and let them stop it.
    opts.append(el("button", { type: "button", id: "pass-stop", text: tr(state.passUntil.mine ? "stopPassMine" : "stopPassTurn"),
      onclick: () => { state.passUntil = null; render(); } }));
  }
  if (d.decide && !state.replay) {
    v.pending.options.forEach((o, i) => {
      opts.append(el("button", { type: "button", class: "option", "data-index": i, "data-kind": o.kind,
        text: optionText(o), onclick: () => choose(i) }));
    });
    if (v.pending.kind === "priority" && v.pending.options.some((o) => o.kind === "pass") && !state.replay) {
      opts.append(el("button", { type: "button", id: "pass-turn", text: tr("passTurn"),
        onclick: () => { state.passUntil = { turn: v.turn }; render(); autoPass(); } }));
      const myTurn = d.seats[v.active].team === d.seats[d.seat].team;
      if (!myTurn) {
        opts.append(el("button", { type: "button", id: "pass-mine", text: tr("passMine"),
          onclick: () => { state.passUntil = { mine: true }; render(); autoPass(); } }));
      }
    }
  } else if (!v.over && !state.replay) {
    opts.append(el("span", { text: v.players[d.seat].lost ? tr("youLeft") : tr("waiting") }));
  }
  renderDeclare(d);
  const over = $("over");
  over.hidden = !v.over;
  if (v.over) {
    let text = tr("draw");
    if (v.winner >= 0) {
      let names = v.players[v.winner].name;
      if (d.mode === "two-headed-giant") names = v.players.filter((p) => p.team === v.players[v.winner].team).map((p) => p.name).join(tr("and"));
      text = zh() ? `${tr("over")}${names}${tr("won")}。` : `${tr("over")} ${names} ${tr("won")}.`;
    }
    over.replaceChildren(el("span", { id: "result", text }));
    if (state.replay) over.append(el("button", { type: "button", id: "leave-replay", text: tr("backToEnd"), onclick: leaveReplay }));
    else over.append(el("button", { type: "button", id: "replay-start", text: tr("replay"), onclick: () => replayTo(0) }));
    over.append(el("button", { type: "button", id: "new-game", text: tr("again"), onclick: newGame }));
  }
  $("replay").hidden = !state.replay;
  $("rp-leave").hidden = v.over; // at the end, the result offers it
  if (state.replay) {
    $("rp-step").textContent = zh() ? `第${state.replay.step}步，共${state.replay.steps}步` : `${tr("stepOf")} ${state.replay.step} ${tr("of")} ${state.replay.steps}`;
    const a = d.action;
    $("rp-action").textContent = a ? `${tr("yourAction")}${zh() ? a.zh : " " + a.en}` : "";
  }
}

function renderDeclare(d) {
  const box = $("declare");
  box.replaceChildren();
  if (state.convoke && d.decide && !state.replay) { renderConvoke(d, box); return; }
  box.hidden = !(d.declare && !state.replay && state.draft);
  if (box.hidden) return;
  const attacking = d.view.pending.kind === "attackers";
  box.append(el("div", { text: tr(attacking ? "buildAttack" : "buildBlock") }));
  const v = d.view;
  const name = battlefieldName;
  state.draft.forEach((piece, i) => {
    const line = el("div", { class: "piece" });
    if (attacking) {
      const choices = d.declare.attacks.filter((a) => a.attacker === piece.attacker);
      // Each entry replaces the whole choice: a player, or a planeswalker.
      const sel = el("select", { onchange: (e) => { const c = choices[Number(e.target.value)]; piece.player = c.player; piece.planeswalker = c.planeswalker; } });
      choices.forEach((c, j) => {
        const label = c.planeswalker ? name(c.planeswalker) : playerName(c.player);
        sel.append(el("option", { value: j, text: label }));
        if (c.player === piece.player && c.planeswalker === piece.planeswalker) sel.value = String(j);
      });
      line.append(name(piece.attacker) + " " + tr("attacks") + " ", sel);
    } else {
      line.append(`${name(piece.blocker)} ${tr("blocks")} ${name(piece.attacker)} `);
    }
    line.append(el("button", { type: "button", text: tr("remove"), onclick: () => { state.draft.splice(i, 1); render(); } }));
    box.append(line);
  });
  box.append(el("button", { type: "button", id: "declare-submit", text: tr(attacking ? "declareAttackers" : "declareBlockers"),
    onclick: submitDeclaration }));
}

// convokeCasts returns the listed casts of the card being built, one per
// choice of targets and X, each the one that taps the fewest creatures.
function convokeCasts(d) {
  const opts = d.view.pending.options;
  const best = new Map();
  opts.forEach((o, i) => {
    if (o.kind !== "cast" || o.object !== state.convoke.card) return;
    const key = JSON.stringify([o.targets || [], o.x || 0, o.color || 0, o.choice || 0]);
    const had = best.get(key);
    if (had === undefined || (opts[had].convoke || []).length > (o.convoke || []).length) best.set(key, i);
  });
  return [...best.values()];
}

// renderConvoke shows the cast being built: the creatures chosen to tap
// for convoke, and the casts to send with them. The listed options hold
// only some sets of creatures; the caster chooses any (CR 601.2h).
function renderConvoke(d, box) {
  box.hidden = false;
  box.append(el("div", { text: tr("convokeHelp") }));
  box.append(el("div", { id: "convoke-chosen", text: `${tr("convokeChosen")} ${state.convoke.chosen.map(battlefieldName).join(", ") || "—"}` }));
  for (const i of convokeCasts(d)) {
    const o = d.view.pending.options[i];
    // The option's own text names the creatures it taps: say what is
    // kept of it (the spell, its targets and X) instead.
    const facts = d.cards[o.name];
    let label = `${tr("cast")} ${cardName(o.name, facts && facts.nameZhHans)}`;
    const targets = (o.targets || []).map((t) => (t.player !== undefined ? playerName(t.player) : t.object ? battlefieldName(t.object) : "—"));
    if (targets.length) label += ` → ${targets.join(", ")}`;
    if (o.x) label += ` (X=${o.x})`;
    box.append(el("button", { type: "button", class: "convoke-cast", text: `${label}, ${tr("convokeWith")}`,
      onclick: () => {
        const action = { ...o, convoke: state.convoke.chosen.slice() };
        delete action.text; delete action.textZhHans; delete action.name;
        act({ action });
      } }));
  }
  box.append(el("button", { type: "button", text: tr("cancel"), onclick: () => { state.convoke = null; render(); } }));
}

// convokable reports whether id is a creature the seat may tap for the
// convoke being built: untapped, theirs (CR 702.50a).
function convokable(id) {
  const d = state.data;
  const o = (d.view.battlefield || []).find((x) => x.id === id);
  return !!o && o.controller === d.seat && !o.tapped && (o.types || []).includes("Creature");
}

function submitDeclaration() {
  const d = state.data;
  const action = { kind: d.view.pending.kind === "attackers" ? "declare-attackers" : "declare-blockers", player: d.seat };
  if (action.kind === "declare-attackers") action.attackers = state.draft.map((p) => ({ attacker: p.attacker, player: p.player, planeswalker: p.planeswalker }));
  else action.blockers = state.draft.map((p) => ({ blocker: p.blocker, attacker: p.attacker }));
  act({ action });
}

// declareClick handles a click on a permanent while a declaration is built.
function declareClick(id) {
  const d = state.data;
  if (d.view.pending.kind === "attackers") {
    const i = state.draft.findIndex((p) => p.attacker === id);
    if (i >= 0) state.draft.splice(i, 1);
    else {
      const first = d.declare.attacks.find((a) => a.attacker === id);
      if (first) state.draft.push({ ...first });
    }
  } else {
    const i = state.draft.findIndex((p) => p.blocker === id);
    if (i >= 0) { state.draft.splice(i, 1); state.pendingBlocker = null; }
    else if (state.pendingBlocker && d.declare.blocks.some((b) => b.blocker === state.pendingBlocker && b.attacker === id)) {
      state.draft.push({ blocker: state.pendingBlocker, attacker: id });
      state.pendingBlocker = null;
    } else if (d.declare.blocks.some((b) => b.blocker === id)) state.pendingBlocker = id;
  }
  render();
}

function declarable(id) {
  const d = state.data;
  if (!d.declare || !state.draft || state.replay) return "";
  if (d.view.pending.kind === "attackers") {
    if (state.draft.some((p) => p.attacker === id)) return "chosen";
    return d.declare.attacks.some((a) => a.attacker === id) ? "clickable" : "";
  }
  if (state.draft.some((p) => p.blocker === id) || state.pendingBlocker === id) return "chosen";
  if (state.pendingBlocker && d.declare.blocks.some((b) => b.blocker === state.pendingBlocker && b.attacker === id)) return "target";
  return d.declare.blocks.some((b) => b.blocker === id) ? "clickable" : "";
}

function renderStack(v) {
  const ol = $("stack");
  ol.replaceChildren();
  for (const s of v.stack || []) {
    const targets = (s.targets || []).map((t) => (t.player !== undefined ? playerName(t.player) : t.name ? objectName(t.object, t.name) : "—"));
    let text = cardName(s.name, s.nameZhHans);
    if (s.kind !== "spell") text += zh() ? "的异能" : "'s ability";
    // An ability an Aura grants (CR 613.1f): its text is the Aura's.
    if (s.grantedByName) text += paren(`${tr("grantedBy")} ${cardName(s.grantedByName, s.grantedByNameZhHans)}`);
    const facts = state.data.cards[s.name];
    if (s.x || (s.kind === "spell" && facts && (facts.manaCost || "").includes("{X}"))) text += ` (X=${s.x || 0})`;
    text += paren(playerName(s.controller));
    if (targets.length) text += (zh() ? " → " : " → ") + targets.join(", ");
    const li = el("li", { "data-id": s.id, text });
    hookCard(li, s.name, s.id);
    ol.append(li);
  }
  for (const t of v.triggers || []) {
    // A trigger of the next round goes on after the others (CR 603.3b).
    const later = t.nextRound ? paren(tr("nextRound")) : "";
    const li = el("li", { class: "trigger", text: `${tr("triggers")}${zh() ? "：" : ": "}${objectName(t.source, t.name)}${paren(playerName(t.controller))}${later}` });
    hookCard(li, t.name, t.source);
    ol.append(li);
  }
  for (const sh of v.shields || []) {
    ol.append(el("li", { class: "trigger", text: `${tr("shield")}${zh() ? "：" : ": "}${shieldText(sh)}` }));
  }
  for (const t of v.delayed || []) {
    // A delayed triggered ability (CR 603.7): Phytotitan's return.
    const li = el("li", { class: "trigger", text: `${tr("delayed")}${zh() ? "：" : ": "}${objectName(t.source, t.name)}${paren(playerName(t.controller))} · ${zh() ? `在${playerName(t.upkeep)}的下一个维持开始时` : `at ${playerName(t.upkeep)}'s next upkeep`}` });
    hookCard(li, t.name, t.source);
    ol.append(li);
  }
}

function renderBattlefield(d) {
  const v = d.view;
  const box = $("battlefield");
  box.replaceChildren();
  const attackers = new Map((v.combat || []).map((a) => [a.attacker, a]));
  const blockers = new Map(); // blocker -> the attackers it blocks
  for (const a of v.combat || []) for (const b of a.blockers || []) blockers.set(b, (blockers.get(b) || []).concat([a.attacker]));
  for (const b of v.blocking || []) blockers.set(b, []); // its attackers are gone (CR 506.4)
  v.players.forEach((p, i) => {
    const mine = (v.battlefield || []).filter((o) => o.controller === i);
    const lands = mine.filter((o) => (o.types || []).includes("Land") && !(o.types || []).includes("Creature"));
    const others = mine.filter((o) => !lands.includes(o));
    const div = el("div", { class: "controller", id: "battlefield-" + i }, el("h4", { text: playerName(i) }));
    const row1 = el("div", { class: "row" });
    const row2 = el("div", { class: "row" });
    for (const o of others) row1.append(cardEl(o, attackers, blockers));
    for (const o of lands) row2.append(cardEl(o, attackers, blockers));
    div.append(row1, row2);
    box.append(div);
  });
}

function renderHand(d) {
  const v = d.view;
  $("hand").replaceChildren(...(v.hand || []).map((o) => cardEl(o)));
  const top = v.libraryTop || [];
  $("looking-box").hidden = top.length === 0;
  const kind = v.pending.kind, owner = top.length ? top[0].owner : d.seat;
  $("looking-title").textContent = owner !== d.seat ? `${playerName(owner)}${tr("theirLibrary")}`
    : kind === "search" || kind === "find" ? tr("searching") : tr("libraryTop");
  $("looking").replaceChildren(...top.map((o) => cardEl(o)));
}

function cardEl(o, attackers, blockers) {
  const colors = o.colors || [];
  let cls = "card " + (colors.length > 1 ? "multi" : colors.join(""));
  if (o.tapped) cls += " tapped";
  const build = declarable(o.id);
  if (build) cls += " " + build;
  else if (state.convoke && state.convoke.chosen.includes(o.id)) cls += " chosen";
  else if (state.convoke && convokable(o.id)) cls += " clickable";
  else if (!state.convoke && clickOptions(o.id).length) cls += " clickable";
  if (attackers && attackers.has(o.id)) cls += " attacking";
  if (blockers && blockers.has(o.id)) cls += " blocking";
  // The number the prompts, options and log give alike objects ("(#6)").
  // On the battlefield "Mountain #3", elsewhere with the zone, "Forest
  // (library #10)": the numbers are per zone.
  const div = el("div", { class: cls, "data-id": o.id }, el("div", { class: "name", text: shownName(o) }));
  const extra = [];
  // A permanent whose choice as it enters is pending (CR 614.12): a
  // Mercurial Pretender's own 0/0 is not what it will be.
  if (o.entering) extra.push(tr("entering"));
  if (o.token) extra.push(tr("token"));
  if (o.summoningSick && (o.types || []).includes("Creature")) extra.push(tr("sick"));
  if (o.damage) extra.push(`${o.damage} ${tr("damage")}`);
  const walker = (o.types || []).includes("Planeswalker");
  // A planeswalker's loyalty is in its corner.
  (o.counters || []).forEach((n, k) => { if (n && !(walker && k === 2)) extra.push(`${n}× ${COUNTER_NAMES[k][zh() ? 1 : 0]}`); });
  // The guide's verbs in Chinese: an Aura 结附于, an Equipment 装备于.
  if (o.attachedTo) extra.push(`${tr(attachWord(o))} ${battlefieldName(o.attachedTo)}`);
  if (o.chosen) extra.push(`${tr("chosenWord")}${colon()}${o.chosen}`);
  if ((o.protection || []).length) extra.push(protectionText(o.protection));
  if (attackers && attackers.has(o.id)) {
    const a = attackers.get(o.id);
    extra.push(`${tr("attacking")} → ${a.planeswalker ? battlefieldName(a.planeswalker) : playerName(a.player)}`);
    // The blockers in the damage assignment order (CR 509.2).
    if ((a.blockers || []).length) extra.push(`${tr("blockedBy")}${zh() ? "" : " "}${a.blockers.map(battlefieldName).join(zh() ? "、" : ", ")}`);
  }
  if (blockers && blockers.has(o.id)) {
    const blocked = blockers.get(o.id);
    extra.push(blocked.length ? `${tr("blocking")} → ${blocked.map(battlefieldName).join(", ")}` : tr("blocking"));
  }
  if ((o.keywords || []).length) extra.push(o.keywords.map((k) => (zh() && KEYWORDS_ZH[k]) || k).join(zh() ? "、" : ", "));
  if (extra.length) div.append(el("div", { class: "extra", text: extra.join(" · ") }));
  if ((o.types || []).includes("Creature") && !o.entering) div.append(el("div", { class: "pt", text: `${o.power}/${o.toughness}` }));
  else if ((o.types || []).includes("Planeswalker")) {
    // Loyalty counters on the battlefield; elsewhere the printed loyalty.
    const facts = state.data && state.data.cards[o.name];
    const loyalty = o.zone === "battlefield" ? o.counters[2] : facts && facts.loyalty;
    if (loyalty !== undefined && loyalty !== "") div.append(el("div", { class: "pt", text: `[${loyalty}]` }));
  }
  hookCard(div, o.name, o.id);
  return div;
}

// hookCard shows the card's text on hover or keyboard focus, and on a
// click (or Enter or Space once focused) acts with it.
function hookCard(node, name, id) {
  node.tabIndex = 0;
  node.addEventListener("mouseenter", () => showCard(name));
  node.addEventListener("focus", () => showCard(name));
  node.addEventListener("click", (ev) => {
    ev.stopPropagation();
    state.menuFrom = null;
    activateCard(node, name, id, ev.pointerType === "touch", { x: ev.clientX, y: ev.clientY });
  });
  // The card acts when the key comes up: a menu opened on the key going
  // down would take the same key press as a choice of its first option.
  let down = false;
  node.addEventListener("keydown", (ev) => {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    ev.preventDefault();
    ev.stopPropagation();
    down = true;
  });
  node.addEventListener("keyup", (ev) => {
    if ((ev.key !== "Enter" && ev.key !== " ") || !down) return;
    down = false;
    ev.preventDefault();
    ev.stopPropagation();
    const r = node.getBoundingClientRect();
    state.menuFrom = id;
    activateCard(node, name, id, false, { x: r.left, y: r.bottom });
  });
}

// activateCard acts with a clicked card: a declaration's creature, a
// convoke creature, or the options that act with it (a menu when several).
function activateCard(node, name, id, touch, at) {
  showCard(name, touch);
  if (!id || state.replay) return;
  // A touch screen has no pointing: the first tap on a card reads it,
  // the next one acts with it.
  if (touch && state.touched !== id) { state.touched = id; return; }
  state.touched = null;
  hideCardSheet();
  if (declarable(id)) { declareClick(id); return; }
  if (state.convoke) {
    if (convokable(id)) {
      const c = state.convoke.chosen, k = c.indexOf(id);
      if (k >= 0) c.splice(k, 1); else c.push(id);
      render();
    }
    return;
  }
  const opts = clickOptions(id);
  if (opts.length === 1) choose(opts[0]);
  else if (opts.length > 1) showMenu(at, name, opts);
}

// hideCardSheet puts the card text shown for a tap back in its place.
function hideCardSheet() { $("card-info").classList.remove("sheet"); }

// showCard writes a card's text in the side panel. For a tap (sheet), a
// narrow screen, whose side panel is below everything, shows it over the
// bottom of the screen instead, with a button to close it.
function showCard(name, sheet) {
  const f = state.data && state.data.cards[name];
  const box = $("card-info");
  if (!f) return;
  state.shown = name;
  if (sheet) box.classList.add("sheet");
  const title = zh() && f.nameZhHans ? `${f.nameZhHans} (${f.name})` : f.name + (f.nameZhHans ? ` (${f.nameZhHans})` : "");
  const lines = [f.manaCost || "", f.typeLine];
  if (f.power) lines.push(`${f.power}/${f.toughness}`);
  if (f.loyalty) lines.push(`[${f.loyalty}]`);
  box.replaceChildren(el("button", { type: "button", id: "card-info-close", text: "×", "aria-label": tr("close"),
    onclick: (e) => { e.stopPropagation(); state.touched = null; hideCardSheet(); } }),
  el("h4", { text: title }), el("div", { text: lines.filter(Boolean).join("  ·  ") }),
  el("p", { id: "card-text", text: f.text || "" }));
}

// showMenu lists the options that act with a card, at the point clicked
// (or below the card chosen by keyboard), and focuses the first.
function showMenu(at, name, opts) {
  const m = $("menu");
  const f = state.data.cards[name];
  m.replaceChildren(el("div", { class: "text", text: f ? (zh() && f.nameZhHans ? f.nameZhHans : f.name) : name }));
  const options = state.data.view.pending.options;
  for (const i of opts) {
    m.append(el("button", { type: "button", class: "menu-option", "data-index": i, text: optionText(options[i]),
      onclick: (e) => { e.stopPropagation(); choose(i); } }));
  }
  const card = opts.map((i) => options[i]).find((o) => o.kind === "cast");
  const inHand = card && (state.data.view.hand || []).find((x) => x.id === card.object);
  if (inHand && (inHand.keywords || []).includes("convoke")) {
    m.append(el("button", { type: "button", id: "convoke-build", text: tr("convokeBuild"),
      onclick: (e) => { e.stopPropagation(); hideMenu(); state.convoke = { card: card.object, chosen: [] }; render(); } }));
  }
  m.append(el("button", { type: "button", text: tr("cancel"), onclick: (e) => { e.stopPropagation(); hideMenu(); } }));
  m.hidden = false;
  const x = Math.min(at.x, window.innerWidth - 320);
  const y = Math.min(at.y, window.innerHeight - Math.min(m.offsetHeight, window.innerHeight * 0.8) - 8);
  m.style.left = Math.max(0, x) + "px";
  m.style.top = Math.max(0, y) + "px";
  const first = m.querySelector("button");
  if (first) first.focus({ preventScroll: true });
}
// hideMenu closes the card menu; opened by keyboard, the focus goes back
// to its card.
function hideMenu() {
  const m = $("menu");
  if (m.hidden) return;
  m.hidden = true;
  const from = state.menuFrom && document.querySelector(`[data-id="${CSS.escape(state.menuFrom)}"]`);
  state.menuFrom = null;
  if (from) from.focus({ preventScroll: true });
}

function renderLog() {
  const ol = $("log");
  const lines = (state.replay ? state.data.log || [] : state.log).filter(Boolean);
  const atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4;
  const from = state.replay ? state.data.stepLogFrom || 0 : Infinity, skip = Math.max(0, lines.length - 600);
  ol.replaceChildren(...lines.slice(skip).map((l, i) => el("li", { class: i + skip >= from ? "current" : "", text: zh() ? l.zh : l.en })));
  if (atEnd || state.replay) ol.scrollTop = ol.scrollHeight;
}

// ---- replay ----

async function replayTo(step) {
  try {
    const steps = state.replay ? state.replay.steps : Infinity;
    step = Math.max(0, Math.min(step, steps));
    const data = await api("GET", gamePath("/replay?step=" + step));
    state.replay = { step: data.step, steps: data.steps };
    state.data = data;
    state.draft = null;
    render();
  } catch (e) { showError(e); }
}

async function leaveReplay() {
  state.replay = null;
  state.data = null;
  state.log = []; state.logNext = 0;
  take(await fetchView());
}

// ---- start ----

async function main() {
  $("lang").addEventListener("click", () => {
    state.lang = zh() ? "en" : "zh";
    localStorage.setItem("lang", state.lang);
    if (state.error) showError(state.error); // in the language now chosen
    render();
  });
  $("start").addEventListener("click", () => { $("resume").hidden = true; startGame(); });
  $("leave").addEventListener("click", newGame);
  document.addEventListener("click", hideMenu);
  // A page deciding sends nothing until the person acts: a request each
  // minute tells the server the game is still watched, so that a person
  // thinking (or away) longer than its idle time keeps the game.
  setInterval(() => {
    if (state.session && state.data && state.data.decide && !state.replay && !state.busy) fetchView().catch(() => {});
  }, 60000);
  document.addEventListener("keydown", (ev) => { if (ev.key === "Escape") { hideMenu(); hideCardSheet(); } });
  const steps = { "rp-first": () => 0, "rp-back10": (s) => s - 10, "rp-prev": (s) => s - 1, "rp-next": (s) => s + 1, "rp-fwd10": (s) => s + 10, "rp-last": () => Infinity };
  for (const [id, f] of Object.entries(steps)) $(id).addEventListener("click", () => state.replay && replayTo(f(state.replay.step)));
  $("rp-leave").addEventListener("click", () => state.replay && leaveReplay());
  renderStatic();
  try { await loadSetup(); } catch (e) { showError(e); }
  const saved = sessionStorage.getItem("session");
  if (saved) {
    try {
      state.session = JSON.parse(saved);
      showScreen("table");
      take(await fetchView());
      saveSession();
      return;
    } catch (e) { state.session = null; forgetSession(); }
  }
  showScreen("setup");
  renderStatic();
  // A game another tab plays, or one left when its tab was closed.
  // Only a game still in progress is offered.
  const other = localStorage.getItem("session");
  if (other) {
    try {
      const s = JSON.parse(other);
      const resp = await fetch("/api/games/" + encodeURIComponent(s.game) + "/view", { headers: { Authorization: "Bearer " + s.token } });
      const data = resp.ok ? await resp.json() : null;
      if (data && !data.view.over && $("table").hidden) {
        $("resume").hidden = false;
        $("resume").onclick = () => { $("resume").hidden = true; resumeGame(other); };
      } else if (!data || data.view.over) localStorage.removeItem("session");
    } catch (e) { localStorage.removeItem("session"); }
  }
}

main();
