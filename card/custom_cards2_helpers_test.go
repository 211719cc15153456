package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Helpers of custom_cards2_test.go and custom_cards3_test.go that the
// older custom card tests lack.

// bearOf is bear with the given creature subtypes instead of Bear.
func bearOf(t *testing.T, name string, colors string, p, tg int, kw ability.Keyword, sub ...string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(colors), Types: ability.Creature,
		Subtypes: sub, Power: C(p), Toughness: C(tg), Keywords: kw})
}

// creature is a vanilla creature card with the given subtypes.
func creature(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, subs ...string) *card.Definition {
	return bearOf(t, name, mc, p, tg, kw, subs...)
}

// sorcery and instant are checked spell cards with the given targets and
// effects.
func sorcery(t *testing.T, name, mc string, targets []ability.TargetSpec, es ...ability.Effect) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: targets, Effects: es}})
}

func instant(t *testing.T, name, mc string, targets []ability.TargetSpec, es ...ability.Effect) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Instant,
		Spell: ability.Spell{Targets: targets, Effects: es}})
}

// draw1 is "draw a card"; gain(n) is "you gain n life".
var draw1 = []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}

func gain(n int) []ability.Effect {
	return []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}}
}

// doomDef is a one-mana "Destroy target creature."
var doomDef = card.Define(card.Definition{Name: "Doom Pin", ManaCost: cost("{B}"), Types: ability.Instant,
	Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}})

// whiteBolt is a {W} instant dealing 1 damage to any target: a damage
// source that isn't red.
var whiteBolt = card.Define(card.Definition{Name: "Sun Needle", ManaCost: cost("{W}"), Types: ability.Instant,
	Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}})

func obj(id game.ObjectID) game.Target { return game.ObjectTarget(id) }
func pl(p game.PlayerID) game.Target   { return game.PlayerTarget(p) }

// find is p's permanent of definition d, or 0.
func find(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition) game.ObjectID {
	t.Helper()
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card == d {
			return id
		}
	}
	return 0
}

// pt is a permanent's power and toughness.
func pt(t *testing.T, g *game.Game, id game.ObjectID) [2]int {
	o := info(t, g, id)
	return [2]int{o.Power, o.Toughness}
}

func counter(t *testing.T, g *game.Game, id game.ObjectID, k game.CounterKind) int {
	o := info(t, g, id)
	return o.Counter(k)
}

func attack(t *testing.T, g *game.Game, p game.PlayerID, as ...game.Attack) {
	t.Helper()
	require.Equal(t, game.DecideAttackers, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: p, Attackers: as}))
}

func block(t *testing.T, g *game.Game, p game.PlayerID, bs ...game.Block) {
	t.Helper()
	require.Equal(t, game.DecideBlockers, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: p, Blockers: bs}))
}

// passStack passes until the stack is empty or something other than
// priority is asked.
func passStack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100 && g.StackLen() > 0 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
}

// toBlockers passes priority until the blockers are asked.
func toBlockers(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100 && g.Pending().Kind != game.DecideBlockers; i++ {
		d := g.Pending()
		if d.Kind == game.DecideTriggerOrder {
			require.NoError(t, g.Apply(choose(d.Player, 0)))
			continue
		}
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
}

// legalCasts lists the target sets LegalActions offers for casting id.
func legalCasts(g *game.Game, id game.ObjectID) [][]game.Target {
	var out [][]game.Target
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.Object == id {
			var ts []game.Target
			for _, x := range a.TargetList() {
				if x.Object == 0 && x.Player < 0 {
					continue
				}
				ts = append(ts, x)
			}
			out = append(out, ts)
		}
	}
	return out
}

// offered reports whether LegalActions offers casting id with exactly ts.
func offered(g *game.Game, id game.ObjectID, ts ...game.Target) bool {
	for _, l := range legalCasts(g, id) {
		if len(l) != len(ts) {
			continue
		}
		ok := true
		for i := range l {
			if l[i] != ts[i] {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// choices lists the Objects the pending ActChoose options name.
func choices(g *game.Game) []game.ObjectID {
	var out []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChoose {
			out = append(out, a.Object)
		}
	}
	return out
}

// top is the object of the top of the stack.
func top(g *game.Game) game.ObjectID { return g.Stack()[0].Source }
