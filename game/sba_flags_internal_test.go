package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Which continuous effects ask for a check of state-based actions as
// they begin: any that may lower toughness (CR 704.5f, 704.5g) or change
// what CR 704.5 reads of a permanent (types, subtypes, colours, abilities:
// 704.5j, 704.5k, 704.5n, 704.5p); not a bonus or keywords granted.
func TestQuietForSBA(t *testing.T) {
	for _, tc := range []struct {
		name  string
		e     contEffect
		quiet bool
	}{
		{"+4/+4", contEffect{power: 4, tough: 4}, true},
		{"+2/+0 and first strike", contEffect{power: 2, keywords: ability.FirstStrike}, true},
		{"can't block", contEffect{restrictions: ability.CantBlock}, true},
		{"-1/-1", contEffect{power: -1, tough: -1}, false},
		{"+2/-2", contEffect{power: 2, tough: -2}, false},
		{"base 0/1", contEffect{setPT: true, setP: 0, setT: 1}, false},
		{"loses indestructible", contEffect{loseKeywords: ability.Indestructible}, false},
		{"becomes an artifact", contEffect{addTypes: ability.Artifact}, false},
		{"becomes an Elemental", contEffect{addSubtype: "Elemental"}, false},
		{"loses a subtype", contEffect{loseSubtype: "Equipment"}, false},
		{"loses all abilities", contEffect{loseAll: true}, false},
		{"becomes blue", contEffect{setColors: 1}, false},
	} {
		require.Equal(t, tc.quiet, tc.e.quietForSBA(), tc.name)
	}
}

// startedDuel starts a two-player game in A's main phase of turn 3, with
// a card in each library and what setup puts.
func startedDuel(t *testing.T, setup func(g *Game)) *Game {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	setup(g)
	g.Put(0, zone.Library, card.Forest, PutOptions{})
	g.Put(1, zone.Library, card.Forest, PutOptions{})
	require.NoError(t, g.Start(3, 0, Main1))
	return g
}

// A life total asks for a check of state-based actions only when it
// reaches 0 or less (CR 704.5a); the player then loses.
func TestLifeChangeAndStateBasedActions(t *testing.T) {
	g := startedDuel(t, func(*Game) {})
	require.False(t, g.sbaDirty)

	g.changeLife(1, -5)
	require.Equal(t, 15, g.players[1].life)
	require.False(t, g.sbaDirty, "15 life: nothing for CR 704.5 to do")
	g.changeLife(1, 3)
	require.False(t, g.sbaDirty)

	g.changeLife(1, -18)
	require.True(t, g.sbaDirty, "0 life: CR 704.5a")
	g.checkSBA()
	require.True(t, g.over)
	require.Equal(t, PlayerID(0), g.winner)
}

// As "until end of turn" bonuses end in the cleanup step (CR 514.2), a
// creature whose toughness the bonus kept above 0 dies (CR 704.5f,
// 514.3a); when the creature stays above 0 no check is asked for.
func TestEndOfTurnBonusAndStateBasedActions(t *testing.T) {
	for _, minus := range []int{0, 1} {
		var wizard ObjectID
		g := startedDuel(t, func(g *Game) { wizard, _ = g.Put(0, zone.Battlefield, card.FugitiveWizard, PutOptions{}) })
		s, _ := g.lookup(wizard)
		g.addEffect(contEffect{target: wizard, power: 4, tough: 4, duration: ability.UntilEndOfTurn})
		require.False(t, g.sbaDirty, "a bonus asks for no check")
		if minus > 0 {
			g.objects[s].counters[MinusOne] = int16(minus)
			g.minusCounters = true
			g.charsChanged()
		}
		require.Equal(t, 5-minus, g.charsOf(s).toughness)

		g.endTurnEffects()
		require.Equal(t, 1-minus, g.charsOf(s).toughness)
		require.Equal(t, minus > 0, g.sbaDirty, "-1/-1 counters: %d", minus)
		g.checkSBA()
		want := zone.Battlefield
		if minus > 0 {
			want = zone.Graveyard
		}
		require.Equal(t, want, g.objects[s].zone, "-1/-1 counters: %d", minus)
	}
}

// A creature entering the battlefield asks for a check of state-based actions only
// if the creature's toughness is 0 or less once it is on the battlefield
// (CR 704.5f); a 0/0 with no counters dies. No card of the set is a 0/0
// without counters, so the test defines one.
func TestCreatureEnteringAndStateBasedActions(t *testing.T) {
	husk := card.Define(card.Definition{Name: "Test Husk", Types: card.Creature,
		Subtypes: []string{"Zombie"}, Power: card.Fixed(0), Toughness: card.Fixed(0)})
	for _, tc := range []struct {
		def   *card.Definition
		dirty bool
		zone  zone.Kind
	}{
		{card.FugitiveWizard, false, zone.Battlefield},
		{husk, true, zone.Graveyard},
	} {
		var id ObjectID
		g := startedDuel(t, func(g *Game) { id, _ = g.Put(0, zone.Hand, tc.def, PutOptions{}) })
		require.False(t, g.sbaDirty)
		s := int32(id.slot())
		g.enterBattlefield(s, 0) // as a creature spell resolves (CR 608.3)
		require.Equal(t, zone.Battlefield, g.objects[s].zone, tc.def.Name)
		require.Equal(t, tc.dirty, g.sbaDirty, tc.def.Name)
		g.checkSBA()
		require.Equal(t, tc.zone, g.objects[s].zone, tc.def.Name)
	}
}
