package game

import (
	"fmt"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// The characteristics cache keeps each permanent's characteristics after
// continuous effects (CR 613) from one computation to the next read, for
// as long as nothing they depend on changes. Without it, every read of a
// creature's toughness, keywords or restrictions walks the effects and
// the statics of the battlefield.
//
// An entry is valid while its generation is charsGen (stored plus one,
// so that a zero entry is never valid). charsChanged
// starts a new generation at every change a computation reads: an object
// moving between zones (and with it the battlefield, timestamps and the
// counts of statics), a change of controller, attachment, counters, copy
// definition or chosen value, a continuous effect created or ended, and
// creatures becoming or ceasing to be attacking creatures. While a
// static whose effect depends on a condition of the game (CR 604.2: "as
// long as ...") is on the battlefield, the cache is bypassed, since such
// conditions read life totals, turn history and other zones.
//
// The cache is scratch space: copies start without it, saves leave it
// out, fingerprints ignore it, and VerifyCaches compares every valid
// entry with a computation from scratch.

// cachedChars is one entry of the characteristics cache.
type cachedChars struct {
	gen uint64
	c   chars
}

// charsChanged ends the current generation of cached characteristics:
// no entry is valid any more.
func (g *Game) charsChanged() { g.charsGen++ }

// charsChangedFor ends the cached characteristics of the object in slot
// after a change of its own (zone, controller, counters, attachment,
// timestamp, chosen value, an effect on it), and of every permanent when
// the change can reach others: when the object's statics affect other
// objects (an anthem, an Aura, a lost ability), when some static counts
// permanents (CR 604.3: "equal to the number of ..."), or when an effect
// lasts while its controller controls the object.
func (g *Game) charsChangedFor(slot int32) {
	if g.objects[slot].def.AffectsOthers() || g.countedStatics > 0 || g.sourceOfLasting(slot) {
		g.charsGen++
		return
	}
	if int(slot) < len(g.charsCache) {
		g.charsCache[slot].gen = 0
	}
}

// sourceOfLasting reports whether the object in slot is the source of an
// effect that lasts while its controller controls it.
func (g *Game) sourceOfLasting(slot int32) bool {
	for i := range g.effects {
		if e := &g.effects[i]; e.duration == ability.WhileYouControlSource && e.source.slot() == int(slot) {
			return true
		}
	}
	return false
}

// growCharsCache makes room in the cache for every object slot, with
// entries no generation matches.
func (g *Game) growCharsCache() {
	n := len(g.objects)
	if cap(g.charsCache) >= n {
		old := len(g.charsCache)
		g.charsCache = g.charsCache[:n]
		clear(g.charsCache[old:])
		return
	}
	grown := make([]cachedChars, n, cap(g.objects))
	copy(grown, g.charsCache)
	g.charsCache = grown
}

// condUncached reports whether, while a conditional static is on the
// battlefield (CR 604.2: "as long as ..."), the cache can't hold the
// characteristics of o: its conditions read life totals, turn history and
// other zones, which start no new generation. A conditional static that
// affects only its own permanent (Scrapyard Mongrel's "as long as you
// control an artifact") changes that permanent's power, toughness,
// keywords and restrictions alone, which no other permanent's
// characteristics read (types come from other statics and effects), so
// the others stay cached; one that affects others turns the cache off.
func (g *Game) condUncached(o *object) bool {
	if g.condOthers > 0 {
		return true
	}
	for i := range o.def.Statics {
		if o.def.Statics[i].If.Kind != ability.Always {
			return true
		}
	}
	return false
}

// staticSourceSlots returns the permanents whose statics affect other
// objects, in battlefield order. The list is kept for a generation of
// the cache: such a permanent entering or leaving the battlefield, or
// becoming a copy, starts a new one (charsChangedFor).
func (g *Game) staticSourceSlots() []int32 {
	if g.sourcesGen == g.charsGen+1 {
		return g.sources
	}
	g.sources = g.sources[:0]
	for _, s := range g.battlefield {
		if g.objects[s].def.AffectsOthers() {
			g.sources = append(g.sources, s)
		}
	}
	g.sourcesGen = g.charsGen + 1
	return g.sources
}

// verifyChars compares every valid cache entry, and the kept list of
// static sources, with a computation from scratch.
func (g *Game) verifyChars() error {
	if g.sourcesGen == g.charsGen+1 {
		var fresh []int32
		for _, s := range g.battlefield {
			if g.objects[s].def.AffectsOthers() {
				fresh = append(fresh, s)
			}
		}
		if !slices.Equal(g.sources, fresh) {
			return fmt.Errorf("game: static sources: %v kept, %v on the battlefield", g.sources, fresh)
		}
	}
	for i := range g.charsCache {
		e := &g.charsCache[i]
		if e.gen != g.charsGen+1 || i >= len(g.objects) || g.objects[i].zone != zone.Battlefield {
			continue
		}
		if g.condStatics > 0 && g.condUncached(&g.objects[i]) {
			continue
		}
		if c := g.computeChars(int32(i)); c != e.c {
			return fmt.Errorf("game: characteristics cache: %s is remembered as %+v, computed %+v (generation %d)",
				g.objects[i].def.Name, e.c, c, g.charsGen)
		}
	}
	return nil
}
