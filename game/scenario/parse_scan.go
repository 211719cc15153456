package scenario

import (
	"strconv"
	"strings"
)

// span is a piece of the current line together with its byte offset in
// that line, so that errors can point at a column.
type span struct {
	s   string
	off int
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' }

// trim removes leading and trailing spaces and tabs.
func (sp span) trim() span {
	i, j := 0, len(sp.s)
	for i < j && isSpace(sp.s[i]) {
		i++
	}
	for j > i && isSpace(sp.s[j-1]) {
		j--
	}
	return span{sp.s[i:j], sp.off + i}
}

func (sp span) empty() bool { return sp.s == "" }

// end is the empty span just after sp.
func (sp span) end() span { return span{"", sp.off + len(sp.s)} }

// sub returns sp.s[i:j] as a span.
func (sp span) sub(i, j int) span { return span{sp.s[i:j], sp.off + i} }

// firstWord splits a trimmed span into its first word and the trimmed rest.
func (sp span) firstWord() (word, rest span) {
	i := 0
	for i < len(sp.s) && !isSpace(sp.s[i]) {
		i++
	}
	return sp.sub(0, i), sp.sub(i, len(sp.s)).trim()
}

// lastWord splits a trimmed span into the trimmed text before its last
// word and the last word.
func (sp span) lastWord() (rest, word span) {
	i := len(sp.s)
	for i > 0 && !isSpace(sp.s[i-1]) {
		i--
	}
	return sp.sub(0, i).trim(), sp.sub(i, len(sp.s))
}

// words splits sp into its whitespace-separated words.
func (sp span) words() []span {
	var ws []span
	rest := sp.trim()
	for !rest.empty() {
		var w span
		w, rest = rest.firstWord()
		ws = append(ws, w)
	}
	return ws
}

// cut splits sp around the first sep; both halves are trimmed.
func (sp span) cut(sep string) (before, after span, found bool) {
	i := strings.Index(sp.s, sep)
	if i < 0 {
		return sp.trim(), sp.end(), false
	}
	return sp.sub(0, i).trim(), sp.sub(i+len(sep), len(sp.s)).trim(), true
}

// split splits sp at every sep; the parts are trimmed.
func (sp span) split(sep string) []span {
	var parts []span
	for {
		i := strings.Index(sp.s, sep)
		if i < 0 {
			return append(parts, sp.trim())
		}
		parts = append(parts, sp.sub(0, i).trim())
		sp = sp.sub(i+len(sep), len(sp.s))
	}
}

// stripComment cuts the line at the first '#' that starts a comment:
// any '#' but the one of an ability number ("Alice activate REF#2", or
// a triggered ability in an order, "Alice choose REF#2; REF#1"), which
// follows the REF without a space and comes before any "->". A signed number there ("REF#-3", a loyalty cost) is kept too, for
// the parser to refuse: it can't be a comment the author meant.
func stripComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] != '#' {
			continue
		}
		next := i + 1
		if next < len(line) && (line[next] == '-' || line[next] == '+') {
			next++
		}
		abilityNumber := i > 0 && !isSpace(line[i-1]) && next < len(line) && isDigit(line[next]) &&
			!afterAbilityNumber(line[:i]) && takesAbilityNumber(line[:i]) && !strings.Contains(line[:i], "->") &&
			(!choiceHead(line[:i]) || endsChoiceItem(line, next))
		if !abilityNumber {
			return line[:i]
		}
	}
	return line
}

// afterAbilityNumber reports whether head ends with an ability number
// ("#2", "#-3"): a '#' glued to it follows no REF, so it starts a comment.
func afterAbilityNumber(head string) bool {
	j := len(head)
	for j > 0 && isDigit(head[j-1]) {
		j--
	}
	if j == len(head) || j == 0 {
		return false
	}
	if head[j-1] == '-' || head[j-1] == '+' {
		j--
	}
	return j > 0 && head[j-1] == '#'
}

// takesAbilityNumber reports whether a line beginning with head may
// number an ability: an activation (PLAYER activate ...) or a choice,
// whose order of triggers may name one ability of a source (PLAYER
// choose ...), possibly after a refusal mark (!RULE) or as an "expect
// listed" or "expect unlisted" line's action.
func takesAbilityNumber(head string) bool {
	words := strings.Fields(head)
	if len(words) > 0 && strings.HasPrefix(words[0], "!") {
		words = words[1:]
	} else if len(words) > 1 && words[0] == "expect" && (words[1] == "listed" || words[1] == "unlisted") {
		words = words[2:]
	}
	return len(words) >= 3 && (words[1] == "activate" || words[1] == "choose")
}

// choiceHead reports whether a line beginning with head is a choice
// (PLAYER choose ..., possibly refused).
func choiceHead(head string) bool {
	words := strings.Fields(head)
	if len(words) > 0 && strings.HasPrefix(words[0], "!") {
		words = words[1:]
	}
	return len(words) >= 2 && words[1] == "choose"
}

// endsChoiceItem reports whether the digits of an ability number at
// line[at:] end an item of a choice: only spaces may follow them before
// the next ';', a comment or the line's end. In "Alice choose yes#1 the
// first counter" they don't, so the '#' starts a comment.
func endsChoiceItem(line string, at int) bool {
	for at < len(line) && isDigit(line[at]) {
		at++
	}
	for at < len(line) && isSpace(line[at]) {
		at++
	}
	return at == len(line) || line[at] == ';' || line[at] == '#'
}

// validPlayerName reports whether s matches [A-Za-z][A-Za-z0-9_]*.
func validPlayerName(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !isDigit(c) && c != '_' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// isCountPrefix reports whether s is an "Nx" count prefix such as "3x".
func isCountPrefix(s string) bool {
	return len(s) >= 2 && s[len(s)-1] == 'x' && allDigits(s[:len(s)-1])
}

// validRule reports whether s looks like a rule number: a digit followed
// by digits, dots and lower-case letters ("305.2", "704.5k").
func validRule(s string) bool {
	if s == "" || !isDigit(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isDigit(c) && c != '.' && !('a' <= c && c <= 'z') {
			return false
		}
	}
	return true
}

// validRuleName reports whether s is a rule option name: letters, digits,
// '_', '-' and '.'.
func validRuleName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !isDigit(c) && c != '_' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// validMana returns the byte offset of the first error in a mana string
// made of {W} {U} {B} {R} {G} {C} symbols, or -1 if it is valid.
func validMana(s string) int {
	if s == "" {
		return 0
	}
	for i := 0; i < len(s); i += 3 {
		if s[i] != '{' {
			return i
		}
		if i+1 >= len(s) || !strings.ContainsRune("WUBRGC", rune(s[i+1])) {
			return i + 1
		}
		if i+2 >= len(s) || s[i+2] != '}' {
			return i + 2
		}
	}
	return -1
}

// colourLetter reports whether s is one of the mana letters W U B R G C.
func colourLetter(s string) bool {
	return len(s) == 1 && strings.Contains("WUBRGC", s)
}

// controlChar returns the offset of the first control character (other
// than tab) in s, or -1.
func controlChar(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\t' || c == 0x7f {
			return i
		}
	}
	return -1
}

// atoi parses a decimal integer made only of digits with an optional
// leading '-' (when neg is allowed).
func atoi(s string, neg bool) (int, bool) {
	digits := s
	if neg && strings.HasPrefix(s, "-") {
		digits = s[1:]
	}
	if !allDigits(digits) {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// isZone reports whether s names a zone of zone lines.
func isZone(s string) bool {
	switch s {
	case ZoneLibrary, ZoneHand, ZoneBattlefield, ZoneGraveyard, ZoneExile:
		return true
	}
	return false
}

// actionVerbs are the words that follow a player name in an action.
var actionVerbs = map[string]bool{
	"play": true, "cast": true, "activate": true, "tap": true, "pass": true,
	"attack": true, "block": true, "target": true, "choose": true,
	"discard": true, "concede": true, "mulligan": true, "keep": true,
}

// setupKeywords are the first words of setup statements.
func isSetupKeyword(s string) bool {
	switch s {
	case "players", "seed", "life", "turn", "start", "rule":
		return true
	}
	return isZone(s)
}

// colourlessNumbers reads a mana pool written in symbols, {N} standing
// for N colourless mana ({2} is {C}{C}), and returns it in the symbols
// validMana takes, with the offset in s of the first invalid symbol, or
// -1.
func colourlessNumbers(s string) (string, int) {
	var b strings.Builder
	for i := 0; i < len(s); {
		end := strings.IndexByte(s[i:], '}')
		if s[i] != '{' || end < 0 {
			return "", i + max(validMana(s[i:]), 0) // where the symbol breaks
		}
		sym := s[i : i+end+1]
		if n, err := strconv.Atoi(sym[1 : len(sym)-1]); err == nil && sym[1] != '+' && sym[1] != '-' {
			if n < 1 || n > maxPoolNumber {
				return "", i + 1
			}
			b.WriteString(strings.Repeat("{C}", n))
		} else if j := validMana(sym); j >= 0 {
			return "", i + j
		} else {
			b.WriteString(sym)
		}
		i += end + 1
	}
	return b.String(), -1
}

// maxPoolNumber bounds {N} in an expected pool: more colourless mana than
// any game of this set makes is a mistake in the file.
const maxPoolNumber = 99

// trimBlank removes leading and trailing spaces and tabs, the only
// blanks of the format: a no-break space (U+00A0) is text, as a card
// name's part, so that a line reads back as it was written.
func trimBlank(s string) string { return strings.Trim(s, " \t") }
