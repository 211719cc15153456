package card

import "github.com/spellstack/spellstack/ability"

// Makes returns the definitions d's effects create — the tokens and
// emblems of OpCreateToken and OpEmblem (CR 110.5, 113) — and, in turn,
// the ones those make, each once, in the order of d's text: its spell,
// activated, triggered and static abilities, then what it enters with
// and a copy's extra abilities. Loading a saved game finds a token or
// an emblem no list names this way.
func (d *Definition) Makes() []*Definition {
	var out []*Definition
	seen := map[*Definition]bool{d: true}
	var walk func(d *Definition)
	add := func(es []ability.Effect) {
		for i := range es {
			made, ok := es[i].Token.(*Definition)
			if !ok || made == nil || seen[made] {
				continue
			}
			seen[made] = true
			out = append(out, made)
			walk(made)
		}
	}
	walk = func(d *Definition) {
		add(d.Spell.Effects)
		for i := range d.Activated {
			add(d.Activated[i].Effects)
		}
		for i := range d.Triggered {
			add(d.Triggered[i].Effects)
		}
		for i := range d.Statics {
			if g := d.Statics[i].Grant; g != nil {
				add(g.Effects)
			}
		}
		if d.EntersWithCounters != nil {
			add([]ability.Effect{*d.EntersWithCounters})
		}
		for i := range d.CopyExtra {
			add(d.CopyExtra[i].Effects)
		}
	}
	walk(d)
	return out
}
