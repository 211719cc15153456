package card

import (
	"cmp"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Deck-construction limits of constructed play (CR 100.2a, 100.4a).
const (
	// MinConstructedDeck is the least number of cards in a constructed
	// main deck (CR 100.2a).
	MinConstructedDeck = 60
	// MaxSideboard is the most cards a constructed sideboard may hold
	// (CR 100.4a).
	MaxSideboard = 15
	// MaxCopies is the most copies of one card, other than basic lands, a
	// deck and its sideboard may hold together (CR 100.2a, 100.4a).
	MaxCopies = 4
)

// ValidateOptions selects the deck rules Resolve checks beyond the
// always-checked ones.
type ValidateOptions struct {
	// Constructed checks the constructed deck rules: at least 60 cards in
	// the main deck and at most four copies of a card other than a basic
	// land (CR 100.2a), at most 15 cards in the sideboard (CR 100.4a).
	// Without it, any deck of known cards is accepted (test decks such as
	// 24 Mountain + 36 Lightning Strike).
	Constructed bool
}

// Resolve looks up every entry of d in c (Default if c is nil) and checks
// the deck rules. It returns the main deck expanded into one definition
// per card, in list order.
//
// Every problem is reported at once, as an ErrorList sorted by line, and
// nothing is returned with it:
//   - a count outside 1..MaxCount, and a main deck or sideboard of more
//     than MaxDeckCards cards (ErrDecklist), as ParseDecklist refuses them:
//     a Decklist built by hand is held to the parser's limits;
//   - an unknown card name, with suggestions (*UnknownCardError, also
//     ErrUnknownCard);
//   - with opts.Constructed, more than four copies of a card other than a basic land, counted
//     by card across all lines of the main deck and sideboard together
//     (ErrTooManyCopies; CR 100.2a, 100.4a), reported at the line that
//     goes over the limit, the lines taken in the order of their numbers;
//   - with opts.Constructed, a main deck of fewer than 60 cards
//     (ErrTooFewCards, line 0; CR 100.2a) and a sideboard of more than 15
//     (ErrSideboardTooLarge, at the line that goes over; CR 100.4a).
//
// All of them also match ErrDecklist.
func (d *Decklist) Resolve(c *Catalog, opts ValidateOptions) ([]*Definition, error) {
	if d == nil {
		d = &Decklist{}
	}
	if c == nil {
		c = Default()
	}
	var errs ErrorList
	countsOK := checkCounts(&errs, d.Name, d.Main) && checkCounts(&errs, d.Name, d.Sideboard)
	type tally struct {
		def      *Definition
		count    int
		lines    []int
		overLine int // the line that took count over MaxCopies
	}
	var tallies []*tally // in order of first appearance
	byDef := make(map[*Definition]*tally)
	count := func(e Entry) *Definition {
		def, err := c.Lookup(e.Name)
		if err != nil {
			var ue *UnknownCardError
			if errors.As(err, &ue) {
				errs.add(d.Name, e.Line, ue, "%s", ue.Detail())
			} else {
				errs.add(d.Name, e.Line, err, "%v", err)
			}
			return nil
		}
		if IsToken(def) || def.Types == 0 {
			// A catalog of the caller's may hold tokens or emblems:
			// effects make them, no deck holds them (CR 110.5, 113.1).
			errs.add(d.Name, e.Line, ErrDecklist, "%q is a token or an emblem, not a card a deck may hold (CR 110.5)", def.Name)
			return nil
		}
		if e.Count < 1 || e.Count > MaxCount {
			return def // reported by checkCounts, and not counted
		}
		t := byDef[def]
		if t == nil {
			t = &tally{def: def}
			byDef[def] = t
			tallies = append(tallies, t)
		}
		if t.count <= MaxCopies && t.count+e.Count > MaxCopies {
			t.overLine = e.Line
		}
		t.count += e.Count
		t.lines = append(t.lines, e.Line)
		return def
	}

	// The copies are counted line by line in the order of the lines'
	// numbers, wherever the sideboard is written (a Sideboard header
	// may come first).
	defs := make([]*Definition, len(d.Main)) // nil for unknown cards
	for _, r := range entriesByLine(d) {
		if r.main {
			defs[r.index] = count(d.Main[r.index])
		} else {
			count(d.Sideboard[r.index])
		}
	}
	if opts.Constructed && countsOK {
		sideCards := 0
		for _, e := range d.Sideboard {
			if sideCards <= MaxSideboard && sideCards+e.Count > MaxSideboard {
				_, total := d.Count()
				errs.add(d.Name, e.Line, ErrSideboardTooLarge,
					"sideboard has %d cards; a constructed sideboard may hold at most %d (CR 100.4a)", total, MaxSideboard)
			}
			sideCards += e.Count
		}
	}
	for _, t := range tallies {
		if !opts.Constructed || t.count <= MaxCopies || isBasicLand(t.def) {
			continue
		}
		errs.add(d.Name, t.overLine, ErrTooManyCopies,
			"%d copies of %q%s; a deck may hold at most %d of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)",
			t.count, t.def.Name, onLines(t.lines), MaxCopies)
	}
	mainCards, _ := d.Count()
	if opts.Constructed && countsOK && mainCards < MinConstructedDeck {
		errs.add(d.Name, 0, ErrTooFewCards,
			"main deck has %d %s; a constructed deck needs at least %d (CR 100.2a)", mainCards, plural(mainCards, "card", "cards"), MinConstructedDeck)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}

	out := make([]*Definition, 0, mainCards)
	for i, e := range d.Main {
		for range e.Count {
			out = append(out, defs[i])
		}
	}
	return out, nil
}

// checkCounts reports, at their lines, counts outside 1..MaxCount and a
// total over MaxDeckCards in entries, the parser's limits; it returns
// whether there were none. The total is kept under MaxDeckCards +
// MaxCount while it is summed, so no count overflows it.
func checkCounts(errs *ErrorList, name string, entries []Entry) bool {
	ok := true
	total := 0
	for _, e := range entries {
		if e.Count < 1 || e.Count > MaxCount {
			errs.add(name, e.Line, ErrDecklist, "count %d of %q is out of range 1..%d", e.Count, e.Name, MaxCount)
			ok = false
			continue
		}
		if total <= MaxDeckCards && total+e.Count > MaxDeckCards {
			errs.add(name, e.Line, ErrDecklist, "more than %d cards", MaxDeckCards)
			ok = false
		}
		total = min(total+e.Count, MaxDeckCards+1)
	}
	return ok
}

// lineRef names one entry of a decklist: its index in Main or Sideboard.
type lineRef struct {
	main  bool
	index int
}

// entriesByLine lists d's entries in the order of their line numbers,
// main deck first among entries of one line (a Decklist built by hand
// may leave Line 0).
func entriesByLine(d *Decklist) []lineRef {
	refs := make([]lineRef, 0, len(d.Main)+len(d.Sideboard))
	for i := range d.Main {
		refs = append(refs, lineRef{main: true, index: i})
	}
	for i := range d.Sideboard {
		refs = append(refs, lineRef{index: i})
	}
	line := func(r lineRef) int {
		if r.main {
			return d.Main[r.index].Line
		}
		return d.Sideboard[r.index].Line
	}
	slices.SortStableFunc(refs, func(a, b lineRef) int { return cmp.Compare(line(a), line(b)) })
	return refs
}

// isBasicLand reports whether d is a basic land card, of which a deck may
// hold any number (CR 100.2a, 205.4c).
func isBasicLand(d *Definition) bool {
	return d.IsLand() && d.Supertypes.Has(Basic)
}

// onLines describes where a card is listed: "" for one line, else
// " (lines 3, 7 and 12)".
func onLines(lines []int) string {
	if len(lines) < 2 {
		return ""
	}
	var b strings.Builder
	b.WriteString(" (lines ")
	for i, l := range lines {
		switch {
		case i == 0:
		case i == len(lines)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(l))
	}
	b.WriteString(")")
	return b.String()
}
