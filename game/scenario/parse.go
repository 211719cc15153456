package scenario

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Parse parses src, the text of the scenario file named file (the name is
// only used in positions and errors). On success it returns the script
// and a nil error. Otherwise it returns a nil script and an ErrorList
// holding one *ParseError for every malformed line, in line order. Parse
// never panics and its result depends only on its arguments.
func Parse(file string, src []byte) (*Script, error) {
	p := &parser{
		file:    file,
		players: map[string]bool{},
		lives:   map[string]int{},
		rules:   map[string]int{},
		aliases: map[string]int{},
		script:  &Script{File: file},
	}
	p.parseAll(string(src))
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return p.script, nil
}

// ParseFile reads the named file and parses it with Parse.
func ParseFile(name string) (*Script, error) {
	src, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return Parse(name, src)
}

type parser struct {
	file string
	errs ErrorList

	line    int         // current line number
	lineErr *ParseError // first error of the current line

	started    bool // a statement has been seen
	noPlayers  bool // no players line, or a broken one: accept any player name
	sawPlayers bool // the players statement has been seen
	inBody     bool // an action or refusal has been seen

	players   map[string]bool
	seedLine  int
	turnLine  int
	startLine int
	lives     map[string]int // player -> line of its life statement
	rules     map[string]int // rule name -> line
	aliases   map[string]int // alias -> line

	script *Script
}

func (p *parser) parseAll(text string) {
	text = strings.TrimPrefix(text, "\ufeff")
	if !strings.Contains(text, "\n") {
		text = strings.ReplaceAll(text, "\r", "\n") // lines ended by a lone carriage return
	}
	for i, raw := range strings.Split(text, "\n") {
		p.line = i + 1
		p.lineErr = nil
		line := stripComment(strings.TrimSuffix(raw, "\r"))
		sp := span{line, 0}.trim()
		if sp.empty() {
			continue
		}
		var st Statement
		if j := controlChar(line); j >= 0 {
			p.errf(span{"", j}, "control character %q", line[j])
		} else if !utf8.ValidString(line) {
			j := 0
			for j < len(line) {
				r, n := utf8.DecodeRuneInString(line[j:])
				if r == utf8.RuneError && n <= 1 {
					break
				}
				j += n
			}
			p.errf(span{"", j}, "not valid UTF-8 (byte %#x): save the file as UTF-8", line[j])
		} else {
			st = p.firstStatement(sp)
		}
		if p.lineErr != nil && !p.started {
			// The first line is broken below the grammar: it was the
			// players line, or none was given; either way any player
			// name is taken, not to report the lines after it.
			p.started, p.noPlayers = true, true
		}
		if p.lineErr != nil {
			p.errs = append(p.errs, p.lineErr)
			continue
		}
		if _, ok := st.(SetupStatement); ok {
			p.script.Setup = append(p.script.Setup, st)
		} else {
			p.script.Body = append(p.script.Body, st)
		}
	}
	if !p.started && len(p.errs) == 0 {
		p.errs = append(p.errs, &ParseError{File: p.file, Line: 1, Msg: `missing "players" statement`})
	}
}

// errf records the first error of the current line, at the column of sp.
func (p *parser) errf(sp span, format string, args ...any) {
	if p.lineErr == nil {
		p.lineErr = &ParseError{File: p.file, Line: p.line, Col: sp.off + 1, Msg: fmt.Sprintf(format, args...)}
	}
}

func (p *parser) failed() bool { return p.lineErr != nil }

func (p *parser) node() Node { return Node{At: Pos{File: p.file, Line: p.line}} }

// firstStatement checks that the file starts with "players", then parses
// the line.
func (p *parser) firstStatement(sp span) Statement {
	if !p.started {
		p.started = true
		if w, _ := sp.firstWord(); w.s != "players" {
			p.noPlayers = true
			p.errf(w, `first statement must be "players"`)
			return nil
		}
	}
	return p.statement(sp, false)
}

// isPlayer reports whether name is a declared player (any well-formed
// name when the players statement is missing, to limit follow-on errors).
func (p *parser) isPlayer(name string) bool {
	if p.noPlayers {
		return validPlayerName(name)
	}
	return p.players[name]
}

// statement parses one non-empty, trimmed line (or, when refused is set,
// the action after a '!').
func (p *parser) statement(sp span, refused bool) Statement {
	if !refused && sp.s[0] == '!' {
		return p.refusal(sp)
	}
	w, rest := sp.firstWord()
	if p.isPlayer(w.s) {
		if verb, args := rest.firstWord(); actionVerbs[verb.s] {
			p.inBody = true
			return p.action(w, verb, args)
		}
	}
	switch {
	case w.s == "pass" || w.s == "resolve" || w.s == "goto":
		p.inBody = true
		switch w.s {
		case "pass":
			return &PassStmt{Node: p.node(), Step: p.passStep(rest)}
		case "resolve":
			p.noMore(rest)
			return &ResolveStmt{Node: p.node()}
		default:
			return p.gotoStmt(rest)
		}
	case w.s == "expect" || isSetupKeyword(w.s):
		if refused {
			p.errf(w, "only actions can be refused")
			return nil
		}
		if w.s == "expect" {
			// An expectation doesn't end the setup: it checks the game
			// the whole setup builds, as every expectation does at its
			// place among the actions.
			return p.expect(w, rest)
		}
		if p.inBody && w.s != "players" {
			p.errf(w, "setup after first action")
			return nil
		}
		return p.setup(w, rest)
	case p.isPlayer(w.s):
		if rest.empty() {
			p.errf(rest, "missing action after player %q", w.s)
		} else {
			verb, _ := rest.firstWord()
			p.errf(verb, "unknown action %q", verb.s)
		}
	case isStatementKeyword(strings.ToLower(w.s)):
		// "Expect": not an undeclared player, a keyword's case.
		p.errf(w, "unknown statement %q: statements are lower case (%q)", w.s, strings.ToLower(w.s))
	case validPlayerName(w.s) && (!('a' <= w.s[0] && w.s[0] <= 'z') || actionVerbs[firstWordOf(rest)]):
		p.errf(w, "undeclared player %q", w.s)
	default:
		p.errf(w, "unknown statement %q", w.s)
	}
	return nil
}

// isStatementKeyword reports whether w is the keyword a statement begins
// with.
func isStatementKeyword(w string) bool {
	return w == "pass" || w == "resolve" || w == "goto" || w == "expect" || isSetupKeyword(w)
}

// firstWordOf returns the first word of a trimmed span.
func firstWordOf(sp span) string {
	w, _ := sp.firstWord()
	return w.s
}

// refusal parses "! ACTION" and "!RULE ACTION".
func (p *parser) refusal(sp span) Statement {
	p.inBody = true
	w, rest := sp.firstWord()
	rule := w.sub(1, len(w.s))
	if !rule.empty() && !validRule(rule.s) {
		p.errf(rule, "invalid rule number %q after '!'", rule.s)
		return nil
	}
	if rest.empty() {
		p.errf(rest, "missing action after '!'")
		return nil
	}
	if rest.s[0] == '!' {
		p.errf(rest, "only one '!' allowed")
		return nil
	}
	st := p.statement(rest, true)
	if p.failed() {
		return nil
	}
	a, ok := st.(Action)
	if !ok {
		p.errf(rest, "only actions can be refused")
		return nil
	}
	return &RefuseStmt{Node: p.node(), Rule: rule.s, Action: a}
}

// ---- argument helpers ----

// noMore reports an error if sp is not empty.
// passStep reads what may follow "pass": nothing, or "step" (pass for
// the rest of the step).
func (p *parser) passStep(sp span) bool {
	w, rest := sp.firstWord()
	if w.s != "step" {
		p.noMore(sp)
		return false
	}
	p.noMore(rest)
	return true
}

func (p *parser) noMore(sp span) {
	if !sp.empty() {
		w, _ := sp.firstWord()
		p.errf(w, "unexpected %q", w.s)
	}
}

// args splits sp into exactly len(names) words, reporting a missing or
// an extra word. The result always has len(names) elements.
func (p *parser) args(sp span, names ...string) []span {
	ws := sp.words()
	out := make([]span, len(names))
	for i := range out {
		if i < len(ws) {
			out[i] = ws[i]
		} else {
			out[i] = sp.end()
			p.errf(out[i], "missing %s", names[i])
		}
	}
	if len(ws) > len(names) {
		p.errf(ws[len(names)], "unexpected %q", ws[len(names)].s)
	}
	return out
}

// player checks that sp is a declared player name.
func (p *parser) player(sp span) string {
	switch {
	case sp.empty():
		p.errf(sp, "missing player")
	case !validPlayerName(sp.s):
		p.errf(sp, "invalid player name %q", sp.s)
	case !p.isPlayer(sp.s):
		p.errf(sp, "undeclared player %q", sp.s)
	}
	return sp.s
}

// num parses a decimal integer of at least min; a leading '-' is allowed
// when neg is set.
func (p *parser) num(sp span, min int, neg bool, what string) int {
	if sp.empty() {
		p.errf(sp, "missing %s", what)
		return 0
	}
	n, ok := atoi(sp.s, neg)
	if !ok {
		p.errf(sp, "invalid %s %q", what, sp.s)
		return 0
	}
	if n < min {
		p.errf(sp, "%s must be at least %d", what, min)
	}
	return n
}

// step parses a step name.
func (p *parser) step(sp span) Step {
	if sp.empty() {
		p.errf(sp, "missing step")
		return 0
	}
	s, ok := ParseStep(sp.s)
	if !ok {
		p.errf(sp, "unknown step %q (the steps: %s)", sp.s, stepList())
	}
	return s
}

// stepList lists the steps as files write them.
func stepList() string { return strings.Join(stepNames[1:], " ") }

// ref checks a reference or card name: not empty and free of the
// characters that separate the parts of a line.
func (p *parser) ref(sp span, what string) string {
	if sp.empty() {
		p.errf(sp, "missing %s", what)
		return ""
	}
	for _, bad := range []string{";", "->", "#", "[", "]"} {
		if i := strings.Index(sp.s, bad); i >= 0 {
			p.errf(sp.sub(i, i+len(bad)), "unexpected %q in %s", bad, what)
			return ""
		}
	}
	return sp.s
}

// list parses "A; B; ..." into references; an empty span gives nil.
func (p *parser) list(sp span, what string) []string {
	if sp.empty() {
		return nil
	}
	parts := sp.split(";")
	out := make([]string, len(parts))
	for i, part := range parts {
		out[i] = p.ref(part, what)
	}
	return out
}

// optionList parses a choose line's "A; B; ...": references, each of
// which may number one ability of its source ("wn#2", a triggered
// ability in an order of triggers, as an activation numbers one).
func (p *parser) optionList(sp span) []string {
	if sp.empty() {
		return nil
	}
	parts := sp.split(";")
	out := make([]string, len(parts))
	for i, part := range parts {
		part = part.trim()
		if j := strings.LastIndexByte(part.s, '#'); j > 0 {
			num := part.sub(j+1, len(part.s))
			base := p.ref(part.sub(0, j).trim(), "option")
			n := p.num(num, 1, false, "ability number")
			if base != "" && n > 0 {
				out[i] = base + "#" + itoa(n)
			}
			continue
		}
		out[i] = p.ref(part, "option")
	}
	return out
}

// countedList parses a list of names that may repeat one as a setup
// line does ("3x Mountain; Runeclaw Bear"), giving each name as often as
// it is counted.
func (p *parser) countedList(sp span, what string) []string {
	if sp.empty() {
		return nil
	}
	var out []string
	for _, part := range sp.split(";") {
		n := 1
		if w, rest := part.trim().firstWord(); isCountPrefix(w.s) && !rest.empty() {
			if n = p.num(w.sub(0, len(w.s)-1), 1, false, "count"); n > maxListCount {
				p.errf(w, "count %d is more than %d", n, maxListCount)
				n = 1
			}
			part = rest
		}
		name := p.ref(part, what)
		for k := 0; k < n; k++ {
			out = append(out, name)
		}
	}
	return out
}

// maxListCount bounds a count in a list of names: far more cards than a
// game holds.
const maxListCount = 1000

// ---- setup ----

func (p *parser) setup(w, rest span) Statement {
	line := p.line
	switch w.s {
	case "players":
		if p.noPlayers {
			p.errf(w, `"players" must be the first statement`)
			return nil
		}
		if p.sawPlayers {
			p.errf(w, `duplicate "players" statement`)
			return nil
		}
		p.sawPlayers = true
		st := &PlayersStmt{Node: p.node()}
		for _, n := range rest.words() {
			switch {
			case !validPlayerName(n.s):
				p.errf(n, "invalid player name %q", n.s)
				p.noPlayers = true // take any name: don't report its uses too
			case n.s == "shuffled":
				// "start shuffled" would read as the word, not the player.
				p.errf(n, `player name "shuffled" is a word of the start statement`)
				p.noPlayers = true
			case p.players[n.s]:
				p.errf(n, "duplicate player %q", n.s)
			}
			p.players[n.s] = true
			st.Names = append(st.Names, n.s)
		}
		if len(st.Names) < 2 {
			p.errf(rest.end(), "players needs at least two player names")
		}
		return st
	case "seed":
		a := p.args(rest, "seed")
		var seed uint64
		if !p.failed() {
			var err error
			seed, err = strconv.ParseUint(a[0].s, 10, 64)
			if err != nil || !allDigits(a[0].s) {
				p.errf(a[0], "invalid seed %q", a[0].s)
			}
		}
		if p.seedLine > 0 {
			p.errf(w, "duplicate seed (first at line %d)", p.seedLine)
		}
		if !p.failed() {
			p.seedLine = line
		}
		return &SeedStmt{Node: p.node(), Seed: seed}
	case "life":
		a := p.args(rest, "player", "life total")
		st := &LifeStmt{Node: p.node(), Player: p.player(a[0]), Life: p.num(a[1], -1<<31, true, "life total")}
		if first := p.lives[st.Player]; first > 0 {
			p.errf(w, "duplicate life for %s (first at line %d)", st.Player, first)
		}
		if !p.failed() {
			p.lives[st.Player] = line
		}
		return st
	case "turn":
		a := p.args(rest, "turn number", "player", "step")
		st := &TurnStmt{Node: p.node(), Turn: p.num(a[0], 1, false, "turn number"), Player: p.player(a[1]), Step: p.step(a[2])}
		if p.turnLine > 0 {
			p.errf(w, "duplicate turn (first at line %d)", p.turnLine)
		}
		if p.startLine > 0 {
			p.errf(w, "turn and start exclude each other (start at line %d)", p.startLine)
		}
		if !p.failed() {
			p.turnLine = line
		}
		return st
	case "start":
		st := &StartStmt{Node: p.node()}
		ws := rest.words()
		if len(ws) > 0 && ws[len(ws)-1].s == "shuffled" {
			st.Shuffled, ws = true, ws[:len(ws)-1]
		}
		if len(ws) > 0 {
			st.Player = p.player(ws[0])
		}
		if len(ws) > 1 {
			p.errf(ws[1], "unexpected %q (want start [PLAYER] [shuffled])", ws[1].s)
		}
		if p.startLine > 0 {
			p.errf(w, "duplicate start (first at line %d)", p.startLine)
		}
		if p.turnLine > 0 {
			p.errf(w, "turn and start exclude each other (turn at line %d)", p.turnLine)
		}
		if !p.failed() {
			p.startLine = line
		}
		return st
	case "rule":
		name, value, found := rest.cut("=")
		switch {
		case !found:
			p.errf(rest, "rule must be NAME=VALUE")
		case !validRuleName(name.s):
			p.errf(name, "invalid rule name %q", name.s)
		case value.empty():
			p.errf(value, "missing rule value")
		case len(value.words()) > 1:
			p.errf(value.words()[1], "unexpected %q", value.words()[1].s)
		default:
			if msg := ruleProblem(name.s, value.s); msg != "" {
				p.errf(name, "%s", msg)
			}
		}
		if first := p.rules[name.s]; first > 0 {
			p.errf(name, "duplicate rule %s (first at line %d)", name.s, first)
		}
		if !p.failed() {
			p.rules[name.s] = line
		}
		return &RuleStmt{Node: p.node(), Name: name.s, Value: value.s}
	}
	// A zone line: ZONE PLAYER: ITEM; ...
	who, items, found := rest.cut(":")
	if !found {
		p.errf(rest.end(), "missing ':' after player")
		return nil
	}
	if pw, more := who.firstWord(); !more.empty() {
		p.errf(more, "unexpected %q before ':'", more.s)
	} else {
		p.player(pw)
	}
	st := &ZoneStmt{Node: p.node(), Zone: w.s, Player: who.s}
	if !items.empty() {
		parts := items.split(";")
		if n := len(parts); n > 1 && parts[n-1].empty() {
			parts = parts[:n-1] // a trailing ';' ends the list
		}
		for _, it := range parts {
			st.Items = append(st.Items, p.item(it, w.s))
		}
	}
	return st
}

// item parses "[Nx ]NAME[ [MOD, ...]]" of a zone line.
func (p *parser) item(sp span, zone string) Item {
	it := Item{Count: 1}
	if sp.empty() {
		p.errf(sp, "missing card name")
		return it
	}
	if w, _ := sp.firstWord(); strings.HasPrefix(w.s, "-") && isCountPrefix(w.s[1:]) {
		p.errf(w, "count must be at least 1")
		return it
	}
	if w, rest := sp.firstWord(); isCountPrefix(w.s) {
		it.Count = p.num(w.sub(0, len(w.s)-1), 1, false, "count")
		sp = rest
		if w, _ := sp.firstWord(); isCountPrefix(w.s) {
			p.errf(w, "unexpected second count %q", w.s)
		}
	}
	name := sp
	if i := strings.IndexByte(sp.s, '['); i >= 0 {
		name = sp.sub(0, i).trim()
		mods := sp.sub(i+1, len(sp.s))
		j := strings.IndexByte(mods.s, ']')
		if j < 0 {
			p.errf(sp.sub(i, i+1), "missing ']'")
			return it
		}
		if after := mods.sub(j+1, len(mods.s)).trim(); !after.empty() {
			p.errf(after, "unexpected %q after ']'", after.s)
			return it
		}
		it.Mods = p.mods(mods.sub(0, j), zone)
		if it.Mods.Alias != "" && it.Count > 1 {
			p.errf(mods, "as= names one card; it cannot be used with a count")
		}
	}
	if isCountPrefix(name.s) {
		// "2x[tapped]": a count, and no card name after it.
		p.errf(name, "missing card name after the count %q", name.s)
		return it
	}
	it.Name = p.ref(name, "card name")
	return it
}

// modSegments splits the modifiers inside "[...]" at commas, except the
// commas of a card name given to attached= ("attached=Yisan, the
// Wanderer Bard"): a part that doesn't begin with a modifier's name
// continues an attached= before it.
func modSegments(sp span) []span {
	parts := sp.split(",")
	out := parts[:0]
	for _, part := range parts {
		key, _, _ := part.cut("=")
		if n := len(out); n > 0 && !modNames[key.s] && !part.empty() && strings.HasPrefix(out[n-1].s, "attached=") {
			prev := out[n-1]
			out[n-1] = sp.sub(prev.off-sp.off, part.off-sp.off+len(part.s))
			continue
		}
		out = append(out, part)
	}
	return out
}

// mods parses the comma-separated modifiers inside "[...]".
func (p *parser) mods(sp span, zone string) Mods {
	var m Mods
	seen := map[string]bool{}
	for _, mod := range modSegments(sp) {
		if mod.empty() {
			p.errf(mod, "missing modifier")
			return m
		}
		key, val, hasVal := mod.cut("=")
		if seen[key.s] && key.s != "counter" {
			p.errf(mod, "duplicate modifier %q", key.s)
			return m
		}
		seen[key.s] = true
		if zone != ZoneBattlefield && key.s != "as" && modNames[key.s] {
			p.errf(mod, "modifier %q is only allowed on the battlefield", key.s)
			return m
		}
		switch key.s {
		case "tapped", "sick", "token":
			if hasVal {
				p.errf(mod, "modifier %q takes no value", key.s)
				return m
			}
			switch key.s {
			case "tapped":
				m.Tapped = true
			case "sick":
				m.Sick = true
			default:
				m.Token = true
			}
			continue
		}
		if !modNames[key.s] {
			p.errf(mod, "unknown modifier %q", mod.s)
			return m
		}
		if !hasVal {
			p.errf(mod.end(), "modifier %q needs a value (%s=...)", key.s, key.s)
			return m
		}
		switch key.s {
		case "as":
			m.Alias = p.ref(val, "alias")
			if p.failed() {
				return m
			}
			if m.Alias == "none" || m.Alias == "empty" || strings.Contains(m.Alias, "=") {
				// "-> none", "stack: empty", "x=3" are words of lines
				// an alias stands in: the alias would not read back.
				p.errf(val, "alias %q is a word of the format (none, empty, or a NAME=VALUE)", m.Alias)
			} else if !p.noPlayers && p.isPlayer(m.Alias) {
				// (Without a valid players line no name is known to be a
				// player's: that line's error is the one to report.)
				p.errf(val, "alias %q is a player name", m.Alias)
			} else if first := p.aliases[m.Alias]; first == p.line {
				p.errf(val, "duplicate alias %q (given earlier on this line)", m.Alias)
			} else if first > 0 {
				p.errf(val, "duplicate alias %q (first at line %d)", m.Alias, first)
			}
			if p.aliases[m.Alias] == 0 {
				p.aliases[m.Alias] = p.line
			}
		case "damage":
			n := p.num(val, 0, false, "damage")
			m.Damage = &n
		case "loyalty":
			n := p.num(val, 0, false, "loyalty")
			m.Loyalty = &n
		case "counter":
			kind, n, found := cutLast(val, ":")
			if !found {
				p.errf(val, "counter must be KIND:N")
				return m
			}
			// N may be 0: no counters of KIND (a planeswalker with no
			// loyalty counters, as loyalty=0).
			c := CounterMod{Kind: p.counterKind(kind), N: p.num(n, 0, false, "counter count")}
			m.Counters = append(m.Counters, c)
		case "attached":
			m.Attached = p.ref(val, "attached reference")
		case "controller":
			m.Controller = p.player(val)
		case "chosen":
			if val.empty() {
				p.errf(val, "missing chosen value (a card name or creature type)")
				return m
			}
			m.Chosen = val.s
		}
	}
	return m
}

var modNames = map[string]bool{
	"as": true, "tapped": true, "sick": true, "token": true, "damage": true,
	"counter": true, "loyalty": true, "attached": true, "controller": true, "chosen": true,
}

// cutLast splits sp around the last sep; both halves are trimmed.
func cutLast(sp span, sep string) (before, after span, found bool) {
	i := strings.LastIndex(sp.s, sep)
	if i < 0 {
		return sp, sp.end(), false
	}
	return sp.sub(0, i).trim(), sp.sub(i+len(sep), len(sp.s)).trim(), true
}

// counterKind checks a counter kind: one word without separators.
func (p *parser) counterKind(sp span) string {
	if sp.empty() {
		p.errf(sp, "missing counter kind")
		return ""
	}
	if i := strings.IndexAny(sp.s, " \t:;,[]#"); i >= 0 {
		p.errf(sp.sub(i, i+1), "unexpected %q in counter kind", sp.s[i])
	} else if msg := counterKindProblem(sp.s); msg != "" {
		p.errf(sp, "%s", msg)
	}
	return sp.s
}

// ---- actions ----

func (p *parser) action(pw, verb, rest span) Statement {
	player := pw.s
	n := p.node()
	switch verb.s {
	case "play":
		return &PlayStmt{Node: n, Player: player, Ref: p.ref(rest, "card")}
	case "cast":
		rest, convoke, xAfter := p.convokeSuffix(rest)
		ref, tsp, found, x := p.refTargetsX(rest)
		if xAfter != nil {
			if x != nil {
				p.errf(rest.end(), "x=N given twice")
			}
			x = xAfter
		}
		st := &CastStmt{Node: n, Player: player, Ref: p.ref(ref, "card"), X: x, Convoke: convoke}
		st.Targets = p.targets(tsp, found)
		return st
	case "activate":
		if _, c := rest.lastWord(); strings.HasPrefix(c.s, "convoke=") {
			p.errf(c, "convoke= belongs to cast, not activate (CR 702.50a)")
		}
		ref, tsp, found, x := p.refTargetsX(rest)
		index := 1
		if i := strings.LastIndexByte(ref.s, '#'); i >= 0 {
			if num := ref.sub(i+1, len(ref.s)); strings.HasPrefix(num.s, "-") || strings.HasPrefix(num.s, "+") {
				p.errf(num, "ability number %q: abilities are numbered in printed order from 1 (#1, #2, ...), not by loyalty cost", num.s)
			} else {
				index = p.num(num, 1, false, "ability number")
			}
			ref = ref.sub(0, i).trim()
		}
		st := &ActivateStmt{Node: n, Player: player, Ref: p.ref(ref, "permanent"), Index: index, X: x}
		st.Targets = p.targets(tsp, found)
		return st
	case "tap":
		st := &TapStmt{Node: n, Player: player}
		if before, plus := rest.lastWord(); !before.empty() {
			if b2, kw := before.lastWord(); kw.s == "plus" && !b2.empty() {
				// One colour per triggered mana ability on the land, in
				// the order they add their mana (plus RU: two Havens).
				for i := range plus.s {
					if !colourLetter(plus.s[i:i+1]) || i >= maxPlusColours {
						p.errf(plus, "invalid colour %q after plus (want W, U, B, R, G or C, one letter per ability)", plus.s)
						break
					}
				}
				st.Plus, rest = plus.s, b2
			}
		}
		ref, last := rest.lastWord()
		if before, forw := ref.lastWord(); forw.s == "for" && !before.empty() {
			if !colourLetter(last.s) {
				p.errf(last, "invalid colour %q after for (want W, U, B, R, G or C)", last.s)
			}
			st.For, ref = last.s, before
		} else if last.s == "for" {
			p.errf(last.end(), "missing colour after for")
		} else {
			ref = rest
		}
		st.Ref = p.ref(ref, "permanent")
		return st
	case "pass":
		return &PassStmt{Node: n, Player: player, Step: p.passStep(rest)}
	case "concede":
		p.noMore(rest)
		return &ConcedeStmt{Node: n, Player: player}
	case "mulligan":
		p.noMore(rest)
		return &MulliganStmt{Node: n, Player: player}
	case "keep":
		p.noMore(rest)
		return &KeepStmt{Node: n, Player: player}
	case "attack":
		st := &AttackStmt{Node: n, Player: player}
		if !rest.empty() {
			for _, part := range rest.split(";") {
				a, d, found := part.cut("->")
				at := Attack{Attacker: p.ref(a, "attacker")}
				if found {
					at.Defender = p.ref(d, "defender")
				}
				st.Attacks = append(st.Attacks, at)
			}
		}
		return st
	case "block":
		st := &BlockStmt{Node: n, Player: player}
		if !rest.empty() {
			for _, part := range rest.split(";") {
				b, a, found := part.cut("->")
				bl := Block{Blocker: p.ref(b, "blocker")}
				if !found {
					p.errf(part.end(), "missing '-> ATTACKER' after blocker")
				}
				bl.Attacker = p.ref(a, "attacker")
				st.Blocks = append(st.Blocks, bl)
			}
		}
		return st
	case "target":
		return &TargetStmt{Node: n, Player: player, Targets: p.list(rest, "target")}
	case "choose":
		if rest.empty() {
			p.errf(rest, "missing option")
		}
		return &ChooseStmt{Node: n, Player: player, Options: p.optionList(rest)}
	default: // discard
		if rest.empty() {
			p.errf(rest, "missing card to discard")
		}
		return &DiscardStmt{Node: n, Player: player, Refs: p.list(rest, "card")}
	}
}

// refTargetsX splits "REF [-> T; ...] [x=N]" into the REF, the target
// list (found tells whether there was a "->") and X. A convoke= word
// that convokeSuffix left (a second one) is reported here.
func (p *parser) refTargetsX(sp span) (ref, targets span, found bool, x *int) {
	if before, last := sp.lastWord(); strings.HasPrefix(last.s, "x=") {
		n := p.num(last.sub(2, len(last.s)), -1<<31, true, "value of X after x=")
		x, sp = &n, before
	}
	ref, targets, found = sp.cut("->")
	words := ref.words()
	for _, part := range targets.split(";") {
		// "-> a;x=2": a word glued to a target by ";" is a word too.
		words = append(words, part.words()...)
	}
	refWords := len(ref.words())
	for i, w := range words {
		switch {
		case strings.HasPrefix(w.s, "convoke=") && !found && i+1 < refWords:
			// "convoke=Runeclaw Bear": the list ends at the first space.
			p.errf(w, "%s is followed by %q: a convoke list ends at the first space; give a creature whose name has spaces an alias (as=) and list that", w.s, words[i+1].s)
		case strings.HasPrefix(w.s, "x=") && x != nil:
			p.errf(w, "x=N given twice")
		case strings.HasPrefix(w.s, "x="):
			p.errf(w, "x=N must come after the targets")
		case strings.HasPrefix(w.s, "convoke=") && strings.HasSuffix(w.s, ","):
			// "convoke=a, b": the list was cut at the space.
			p.errf(w, "no spaces in convoke=A,B: write the creatures joined by commas alone")
		case strings.HasPrefix(w.s, "convoke="):
			p.errf(w, "convoke=A,B must come after the targets, once")
		}
	}
	return ref, targets, found, x
}

// convokeSuffix splits a trailing "convoke=A,B" off a cast line. It may
// come last or just before "x=N" (both orders are the format) and is never
// taken for a target. It returns the rest of the line, the aliases (nil
// without convoke=) and X when "x=N" came after convoke= (else nil, and
// refTargetsX finds it).
func (p *parser) convokeSuffix(sp span) (rest span, names []string, x *int) {
	before, last := sp.lastWord()
	var xw span
	if strings.HasPrefix(last.s, "x=") {
		xw = last
		before, last = before.lastWord()
	}
	if !strings.HasPrefix(last.s, "convoke=") {
		return sp, nil, nil
	}
	list := last.sub(len("convoke="), len(last.s))
	names = []string{}
	for _, part := range list.split(",") {
		if part.empty() {
			p.errf(part, "missing creature alias in convoke=A,B")
			continue
		}
		names = append(names, part.s)
	}
	if xw.s != "" {
		n := p.num(xw.sub(2, len(xw.s)), -1<<31, true, "value of X after x=")
		x = &n
	}
	return before, names, x
}

// targets parses the target list after "->", which must not be empty.
func (p *parser) targets(sp span, found bool) []string {
	if !found {
		return nil
	}
	if sp.empty() {
		p.errf(sp, "missing target after '->'")
	}
	return p.list(sp, "target")
}

// gotoStmt parses "goto [turn N ][PLAYER ]STEP".
func (p *parser) gotoStmt(rest span) Statement {
	st := &GotoStmt{Node: p.node()}
	ws := rest.words()
	if len(ws) >= 2 && ws[0].s == "turn" && (len(ws) >= 3 || !p.isPlayer("turn")) {
		st.Turn = p.num(ws[1], 1, false, "turn number")
		ws = ws[2:]
	}
	switch len(ws) {
	case 0:
		p.errf(rest.end(), "missing step")
	case 1:
		st.Step = p.step(ws[0])
	case 2:
		if _, isStep := ParseStep(ws[1].s); !p.isPlayer(ws[0].s) && !isStep {
			// "goto combat damage": a step of two words, not PLAYER STEP.
			p.errf(rest, "unknown step %q (the steps: %s)", ws[0].s+" "+ws[1].s, stepList())
			break
		}
		st.Player = p.player(ws[0])
		st.Step = p.step(ws[1])
	default:
		p.errf(ws[2], "unexpected %q", ws[2].s)
	}
	return st
}

// maxPlusColours bounds the colours after "tap REF plus": the engine
// takes at most eight triggered mana abilities with a choice on one land.
const maxPlusColours = 8
