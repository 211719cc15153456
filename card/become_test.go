package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
)

// OpBecome that changes only colours, types or subtypes leaves power and
// toughness alone; one that makes a creature or names values sets them.

// becomeSpell is "{U}: until end of turn, target permanent becomes e".
func becomeSpell(t *testing.T, name string, e ability.Effect) *card.Definition {
	e.Op, e.Subject, e.Target, e.Duration = ability.OpBecome, ability.SubjectTarget, 0, ability.UntilEndOfTurn
	return instant(t, name, "{U}", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowLand}}, e)
}

// becomeOn casts spell on a fresh 3/3 Bear (or on a Forest, when land)
// and returns the target as it is after the spell resolved.
func becomeOn(t *testing.T, spell func(*testing.T) *card.Definition, land bool) (game.ObjectInfo, bool) {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	var id game.ObjectID
	if land {
		id = bf(t, g, 0, card.Forest)
	} else {
		id = bf(t, g, 0, def(t, card.Definition{Name: "Big Bear", ManaCost: cost("{2}{G}"), Types: ability.Creature,
			Subtypes: []string{"Bear"}, Power: C(3), Toughness: C(3)}))
	}
	sp := hand(t, g, 0, spell(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, sp, game.ObjectTarget(id)))
	resolve(t, g, nil)
	if gone(g, id) {
		return game.ObjectInfo{}, false
	}
	return info(t, g, id), true
}

// TestBecomeColourKeepsPowerToughness: "target creature becomes black
// until end of turn" changes its colour in layer 5 and nothing in layer
// 7b (CR 613.1e, 613.3b): the 3/3 stays a 3/3, and black.
func TestBecomeColourKeepsPowerToughness(t *testing.T) {
	o, ok := becomeOn(t, func(t *testing.T) *card.Definition {
		return becomeSpell(t, "Dusk Dye", ability.Effect{SetColors: mana.SetOf(mana.Black)})
	}, false)
	require.True(t, ok, "a creature made black is still a 3/3, not a 0/0 put into the graveyard (CR 704.5f)")
	require.Equal(t, [2]int{3, 3}, [2]int{o.Power, o.Toughness})
	require.Equal(t, mana.SetOf(mana.Black), o.Colors)
}

// TestBecomeSubtypeKeepsPowerToughness: "target creature becomes a Frog
// in addition to its other types" (layer 4, CR 613.1d) keeps its power
// and toughness.
func TestBecomeSubtypeKeepsPowerToughness(t *testing.T) {
	o, ok := becomeOn(t, func(t *testing.T) *card.Definition {
		return becomeSpell(t, "Frog Paint", ability.Effect{AddSubtype: "Frog"})
	}, false)
	require.True(t, ok)
	require.Equal(t, [2]int{3, 3}, [2]int{o.Power, o.Toughness})
	require.Contains(t, o.Subtypes, "Frog")
	require.Contains(t, o.Subtypes, "Bear")
}

// TestBecomeArtifactKeepsPowerToughness: "target creature becomes an
// artifact in addition to its other types" keeps its power and
// toughness (CR 613.1d).
func TestBecomeArtifactKeepsPowerToughness(t *testing.T) {
	o, ok := becomeOn(t, func(t *testing.T) *card.Definition {
		return becomeSpell(t, "Gild", ability.Effect{AddTypes: ability.Artifact})
	}, false)
	require.True(t, ok)
	require.Equal(t, [2]int{3, 3}, [2]int{o.Power, o.Toughness})
	require.True(t, o.Types.Has(ability.Artifact|ability.Creature))
}

// TestBecomeCreatureSetsPowerToughness: a land that "becomes a 0/0
// creature" is a 0/0 and is put into its owner's graveyard (CR 613.3b,
// 704.5f); one that becomes a 2/2 is a 2/2.
func TestBecomeCreatureSetsPowerToughness(t *testing.T) {
	_, ok := becomeOn(t, func(t *testing.T) *card.Definition {
		return becomeSpell(t, "Hollow Wake", ability.Effect{AddTypes: ability.Creature})
	}, true)
	require.False(t, ok, "a land made a 0/0 creature dies")
	o, ok := becomeOn(t, func(t *testing.T) *card.Definition {
		return becomeSpell(t, "Small Wake", ability.Effect{AddTypes: ability.Creature, Power: 2, Toughness: 2})
	}, true)
	require.True(t, ok)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
}
