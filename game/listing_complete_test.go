package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// The listing is complete for casts and activations: an action Apply
// accepts at priority is, in canonical form, one LegalActions or
// OtherActions lists (a cast with convoke: one listed with the same card,
// X and targets, whatever creatures it taps, since the listing offers
// representative payments; none of these positions has the 4,096 sets
// of targets past which targets are representative too). Auto-pass and every player that picks from
// the listing rely on it (CR 116.1, 601.2, 602.2). The casts and
// activations tried are drawn at random, far beyond what the listing
// offers: every card in the player's hand, exile and graveyard and every
// permanent's abilities, with random X, random targets among all players
// and objects (mostly ones the target spec allows, or none), random convoke creatures and discards, in
// positions of random self-play games of the testdata decks, random card
// pools and pools of mana cards, with two, three and four players.
const (
	listCompleteTries = 60   // random actions per card or ability
	listCompleteSteps = 3000 // actions per game
	listCompleteEvery = 3    // one priority decision in this many is checked
	listCompleteMaxX  = 5
)

// listCompleteHopeless are the rules a refusal of a cast or activation
// without targets cites when no targets, X or convoke could make it legal:
// the zone it is cast from (CR 601.3), no such ability (602.1), where the
// ability works (112.6), its restrictions (602.5), loyalty (606.3).
var listCompleteHopeless = map[string]bool{"601.3": true, "602.1": true, "112.6": true, "112.6k": true,
	"602.5a": true, "602.5b": true, "606.3": true, "602.5": true}

func TestListingIsComplete(t *testing.T) {
	if testing.Short() {
		t.Skip("plays many games")
	}
	cfgs := payCompleteConfigs(t)
	// Three and four players: the same pools, seated together.
	for i, n := 0, len(cfgs); i+1 < n; i += 2 {
		c := cfgs[i]
		c.Players = append(slices.Clone(cfgs[i].Players), PlayerConfig{Name: "C", Deck: cfgs[i+1].Players[0].Deck})
		if i%4 == 0 {
			c.Players = append(c.Players, PlayerConfig{Name: "D", Deck: cfgs[i+1].Players[1].Deck})
		}
		cfgs = append(cfgs, c)
	}
	positions, tried, accepted := 0, 0, 0
	reported := map[string]bool{}
	for ci, cfg := range cfgs {
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(ci), 91))
		var buf []Action
		for steps := 0; !g.Over() && steps < listCompleteSteps; steps++ {
			buf = g.LegalActions(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("config %d: no options", ci)
			}
			if d := g.Pending(); d.Kind == DecidePriority && r.IntN(listCompleteEvery) == 0 {
				positions++
				listed := g.OtherActions(slices.Clone(buf))
				for _, a := range listCompleteCandidates(g, d.Player, r) {
					tried++
					if g.Clone().Apply(a) != nil {
						continue
					}
					accepted++
					if msg := listCompleteMissing(g, a, listed); msg != "" {
						key := fmt.Sprintf("%v %d", a.Kind, a.Object)
						if s, ok := g.lookup(a.Object); ok {
							key = fmt.Sprintf("%v %s #%d", a.Kind, g.objects[s].def.Name, a.Ability)
						}
						if !reported[key] {
							reported[key] = true
							t.Errorf("config %d turn %d: %s", ci, g.Turn(), msg)
						}
					}
				}
			}
			a := buf[r.IntN(len(buf))]
			if a.Kind == ActPass && len(buf) > 1 && r.IntN(2) == 0 {
				a = buf[1+r.IntN(len(buf)-1)]
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("config %d: listed option refused: %v", ci, err)
			}
			g.ClearEvents()
		}
	}
	t.Logf("%d positions, %d random casts and activations tried, %d accepted, all listed unless reported", positions, tried, accepted)
	if accepted < 1000 {
		t.Errorf("only %d accepted actions: the test checks too little", accepted)
	}
}

// listCompleteMissing returns why the accepted action a is not among
// listed, or "".
func listCompleteMissing(g *Game, a Action, listed []Action) string {
	c := g.Canonical(a)
	for _, l := range listed {
		if l.Equal(c) {
			return ""
		}
		if c.Kind == ActCast && len(c.Convoke) > 0 && l.Kind == ActCast && l.Object == c.Object && l.X == c.X &&
			l.NumTargets == c.NumTargets && l.Targets == c.Targets {
			return "" // a representative convoke payment of the same cast
		}
	}
	return fmt.Sprintf("accepted %+v (canonical %+v) is not listed", a, c)
}

// listCompleteCandidates draws random casts and activations for p.
func listCompleteCandidates(g *Game, p PlayerID, r *rand.Rand) []Action {
	var pool []Target
	for q := range g.players {
		pool = append(pool, PlayerTarget(PlayerID(q)))
	}
	for s := range g.objects {
		o := &g.objects[s]
		if o.zone == zone.Battlefield || o.zone == zone.Graveyard || o.zone == zone.Stack || o.zone == zone.Exile {
			pool = append(pool, ObjectTarget(g.idOf(int32(s))))
		}
	}
	var creatures, hand []ObjectID
	for _, s := range g.battlefield {
		if g.objects[s].controller == p && !g.objects[s].tapped && g.isCreature(s) {
			creatures = append(creatures, g.idOf(s))
		}
	}
	for _, s := range g.players[p].hand {
		hand = append(hand, g.idOf(s))
	}
	var out []Action
	draw := func(base Action, specs []ability.TargetSpec, hasX, convoke, discard bool) {
		// A card or ability refused for its timing, or for its cost when
		// no X or convoke could change that, is refused with any targets.
		err := g.Clone().Apply(base)
		if errors.Is(err, ErrTiming) || errors.Is(err, ErrCantPay) && !hasX && !convoke && !discard {
			return
		}
		var re *RuleError
		if errors.As(err, &re) && listCompleteHopeless[re.Rule] {
			return
		}
		for k := 0; k < listCompleteTries; k++ {
			a := base
			if hasX {
				a.X = r.IntN(listCompleteMaxX + 1)
			}
			a.NumTargets = len(specs)
			for i := range specs {
				if specs[i].Optional && r.IntN(3) == 0 {
					continue // no target
				}
				a.Targets[i] = pool[r.IntN(len(pool))]
				if r.IntN(4) != 0 {
					// Mostly a target the spec allows, so that more
					// actions get past targeting to the rest.
					var ok []Target
					for _, t := range pool {
						if g.targetLegal(&specs[i], t, p, base.Object) {
							ok = append(ok, t)
						}
					}
					if len(ok) > 0 {
						a.Targets[i] = ok[r.IntN(len(ok))]
					}
				}
			}
			if convoke && len(creatures) > 0 && r.IntN(2) == 0 {
				for _, c := range creatures {
					if r.IntN(2) == 0 {
						a.Convoke = append(a.Convoke, c)
					}
				}
			}
			if discard && len(hand) > 0 && r.IntN(2) == 0 {
				a.Discard = hand[r.IntN(len(hand))]
			}
			out = append(out, a)
		}
	}
	for s := range g.objects {
		o := &g.objects[s]
		id := g.idOf(int32(s))
		switch {
		case o.owner == p && (o.zone == zone.Hand || o.zone == zone.Exile || o.zone == zone.Graveyard) && !o.def.IsLand():
			if o.zone == zone.Hand && g.players[p].hand[0] != int32(s) && g.seenBefore(g.players[p].hand[:slices.Index(g.players[p].hand, int32(s))], int32(s)) {
				continue // a twin of an earlier card
			}
			d := o.def
			draw(Action{Kind: ActCast, Player: p, Object: id}, d.Spell.Targets, d.ManaCost.HasX(), g.spellHasConvoke(p, d), false)
		case o.zone == zone.Battlefield && o.controller == p || o.zone == zone.Graveyard && o.owner == p:
			n := 0
			for i := range o.def.Activated {
				if !o.def.Activated[i].IsManaAbility() {
					n++
				}
			}
			if o.zone == zone.Battlefield {
				n += 2 // granted abilities (Burning Anger, Sliver Hive's)
			}
			for i := 0; i < n; i++ {
				var specs []ability.TargetSpec
				hasX, discard := true, true
				ab, _, _, ok := g.abilityAt(int32(s), i)
				if !ok {
					continue
				}
				specs = ab.Targets
				hasX = ab.Cost.Mana.HasX() || ab.Cost.RemoveCountersX != ""
				discard = ab.Cost.Discard > 0
				draw(Action{Kind: ActActivate, Player: p, Object: id, Ability: i}, specs, hasX, false, discard)
			}
		}
	}
	return out
}
