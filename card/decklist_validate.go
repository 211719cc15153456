package card

import (
	"errors"
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
//   - an unknown card name, with suggestions (*UnknownCardError, also
//     ErrUnknownCard);
//   - with opts.Constructed, more than four copies of a card other than a basic land, counted
//     by card across all lines of the main deck and sideboard together
//     (ErrTooManyCopies; CR 100.2a, 100.4a), reported at the line that
//     goes over the limit;
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

	defs := make([]*Definition, len(d.Main)) // nil for unknown cards
	for i, e := range d.Main {
		defs[i] = count(e)
	}
	sideCards := 0
	for _, e := range d.Sideboard {
		count(e)
		if opts.Constructed && sideCards <= MaxSideboard && sideCards+e.Count > MaxSideboard {
			_, total := d.Count()
			errs.add(d.Name, e.Line, ErrSideboardTooLarge,
				"sideboard has %d cards; a constructed sideboard may hold at most %d (CR 100.4a)", total, MaxSideboard)
		}
		sideCards += e.Count
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
	if opts.Constructed && mainCards < MinConstructedDeck {
		errs.add(d.Name, 0, ErrTooFewCards,
			"main deck has %d cards; a constructed deck needs at least %d (CR 100.2a)", mainCards, MinConstructedDeck)
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
