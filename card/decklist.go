package card

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Decklist is a parsed decklist: entries in the order they were written.
// The entries are as written; Resolve checks them against a catalog.
type Decklist struct {
	// Name is the name given to ParseDecklist, usually the file name; it
	// prefixes error messages.
	Name string
	// Main is the main deck (CR 100.2a).
	Main []Entry
	// Sideboard is the sideboard, the entries after a Sideboard header
	// (CR 100.4).
	Sideboard []Entry
}

// Entry is one line of a decklist: "4 Lightning Strike (M15) 155".
type Entry struct {
	// Count is the number of copies, 1 to MaxCount.
	Count int
	// Name is the card name as written, with runs of spaces collapsed.
	Name string
	// Set and Number are the optional set code and collector number
	// suffix ("M15", "155") that deck-building clients export; empty if
	// absent. They are kept but do not affect resolution.
	Set, Number string
	// Line is the 1-based line number.
	Line int
}

// Limits of the decklist parser.
const (
	// MaxCount is the largest count one line may give.
	MaxCount = 999
	// MaxDeckCards is the largest number of cards the main deck, and
	// separately the sideboard, may hold: far beyond any real deck, it
	// keeps a hostile list from exhausting memory when resolved.
	MaxDeckCards = 10000
	// maxDecklistLine is the longest line read, in bytes: a card's line
	// is far shorter.
	maxDecklistLine = 4096
	// maxDecklistBytes bounds the text read: MaxDeckCards lines of any
	// card's name fit many times over.
	maxDecklistBytes = 16 << 20
)

// ParseDecklist reads a decklist in the common text format:
//
//	# Mono-red burn       <- comment; "#" also starts a trailing comment
//	Deck                  <- optional header; any letter case, optional ":"
//	20 Mountain
//	4x Lightning Strike   <- "4x" is read as "4"
//	1 Goblin Roughrider (M15) 146   <- set code and collector number kept
//
//	Sideboard             <- the following entries are the sideboard
//	3 Negate
//
// Blank lines are ignored; only a Sideboard header starts the sideboard
// (a Deck header switches back to the main deck). name is used in error
// messages. Every syntax problem is reported at once: the error is then
// an ErrorList of *LineError, each wrapping ErrDecklist, and no decklist
// is returned, a line longer than 4,096 bytes among them. A nil r, or a
// text longer than 16 MiB, is an error wrapping ErrDecklist; a failure to
// read r is returned wrapped as is.
func ParseDecklist(name string, r io.Reader) (*Decklist, error) {
	if r == nil {
		return nil, fmt.Errorf("card: reading decklist %s: no reader (nil): %w", name, ErrDecklist)
	}
	data, err := io.ReadAll(io.LimitReader(r, maxDecklistBytes+1))
	if err != nil {
		return nil, fmt.Errorf("card: reading decklist %s: %w", name, err)
	}
	if len(data) > maxDecklistBytes {
		return nil, fmt.Errorf("card: decklist %s is larger than %d bytes: %w", name, maxDecklistBytes, ErrDecklist)
	}
	d := &Decklist{Name: name}
	var errs ErrorList
	sideboard := false
	mainCards, sideCards := 0, 0
	line := 0
	for len(data) > 0 {
		n, tok, _ := scanAnyLines(data, true)
		data = data[n:]
		line++
		if len(tok) > maxDecklistLine {
			errs.add(name, line, ErrDecklist, "line too long: %d bytes, at most %d", len(tok), maxDecklistLine)
			continue
		}
		text := string(tok)
		if line == 1 {
			text = strings.TrimPrefix(text, "\uFEFF") // byte order mark
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(strings.TrimSuffix(text, ":"))) {
		case "deck":
			sideboard = false
			continue
		case "sideboard":
			sideboard = true
			continue
		}
		e, msg := parseEntry(text)
		if msg != "" {
			errs.add(name, line, ErrDecklist, "%s", msg)
			continue
		}
		e.Line = line
		total := &mainCards
		if sideboard {
			total = &sideCards
		}
		before := *total
		*total += e.Count
		if before <= MaxDeckCards && *total > MaxDeckCards {
			part := "the main deck"
			if sideboard {
				part = "the sideboard"
			}
			errs.add(name, line, ErrDecklist, "%s has more than %d cards", part, MaxDeckCards)
		}
		if sideboard {
			d.Sideboard = append(d.Sideboard, e)
		} else {
			d.Main = append(d.Main, e)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return d, nil
}

// parseEntry parses "4 Name", "4x Name" or "4 Name (SET) NUMBER", already
// trimmed and without comment. It returns a message for a malformed line.
func parseEntry(text string) (Entry, string) {
	var e Entry
	countTok, rest := text, ""
	if i := strings.IndexAny(text, " \t"); i >= 0 {
		countTok, rest = text[:i], text[i+1:]
	}
	digits := strings.TrimSuffix(strings.TrimSuffix(countTok, "x"), "X")
	if !isDigits(digits) {
		if strings.ContainsAny(countTok, "0123456789") {
			return e, fmt.Sprintf("bad count %q: want a whole number such as 4 or 4x", countTok)
		}
		return e, fmt.Sprintf("missing count: want \"4 Card Name\", got %q", text)
	}
	n, err := strconv.Atoi(digits)
	switch {
	case err != nil || n > MaxCount:
		return e, fmt.Sprintf("count %s is too large (at most %d)", digits, MaxCount)
	case n == 0:
		return e, "count 0: a line must give at least 1 copy"
	}
	e.Count = n
	rest = strings.TrimSpace(rest)
	if i := strings.IndexAny(rest, "()"); i >= 0 {
		set, number, ok := parseSuffix(rest[i:])
		if !ok {
			return e, fmt.Sprintf("bad set suffix %q: want \"(SET)\" or \"(SET) NUMBER\"", strings.TrimSpace(rest[i:]))
		}
		e.Set, e.Number = set, number
		rest = rest[:i]
	}
	if !utf8.ValidString(rest) {
		return e, "card name is not valid UTF-8"
	}
	e.Name = strings.Join(strings.Fields(rest), " ")
	if e.Name == "" {
		return e, "missing card name after the count"
	}
	return e, ""
}

// parseSuffix parses "(SET)" or "(SET) NUMBER": a set code of 1 to 8
// letters and digits, a collector number of 1 to 10 letters, digits and
// hyphens.
func parseSuffix(s string) (set, number string, ok bool) {
	if !strings.HasPrefix(s, "(") {
		return "", "", false
	}
	set, after, found := strings.Cut(s[1:], ")")
	if !found || !isCode(set, 8, false) {
		return "", "", false
	}
	fields := strings.Fields(after)
	switch len(fields) {
	case 0:
		return set, "", true
	case 1:
		if isCode(fields[0], 10, true) {
			return set, fields[0], true
		}
	}
	return "", "", false
}

// isDigits reports whether s is a non-empty run of ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isCode reports whether s is 1 to maxLen ASCII letters and digits, with
// hyphens too if hyphen is set.
func isCode(s string, maxLen int, hyphen bool) bool {
	if s == "" || len(s) > maxLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '-' && hyphen:
		default:
			return false
		}
	}
	return true
}

// Count returns the number of cards in the main deck and in the
// sideboard, as listed.
func (d *Decklist) Count() (main, sideboard int) {
	if d == nil {
		return 0, 0
	}
	for _, e := range d.Main {
		main += e.Count
	}
	for _, e := range d.Sideboard {
		sideboard += e.Count
	}
	return main, sideboard
}

// scanAnyLines is bufio.ScanLines that also ends a line at a lone
// carriage return (old Mac files), so every line is numbered as an
// editor shows it.
func scanAnyLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	for i, b := range data {
		switch b {
		case '\n':
			return i + 1, data[:i], nil
		case '\r':
			if i+1 < len(data) {
				if data[i+1] == '\n' {
					return i + 2, data[:i], nil
				}
				return i + 1, data[:i], nil
			}
			if atEOF {
				return i + 1, data[:i], nil
			}
			return 0, nil, nil // a '\n' may follow
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}
