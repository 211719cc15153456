package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// CR 704.5k: a player who controls two or more legendary permanents with
// the same name chooses one and puts the rest into their owners'
// graveyards. No wave-1 card is legendary, so the test defines one.
func TestLegendRule(t *testing.T) {
	legend := card.Define(card.Definition{Name: "Test Legend", ManaCost: mana.MustParseCost("{1}{W}"),
		Supertypes: card.Legendary, Types: card.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2)})
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	first, _ := g.Put(0, zone.Battlefield, legend, game.PutOptions{})
	bobs, _ := g.Put(1, zone.Battlefield, legend, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	second, _ := g.Put(0, zone.Hand, legend, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "one each for two players is fine")

	require.NoError(t, g.Cast(0, second))
	require.NoError(t, g.PassUntilResolved())
	d := g.Pending()
	require.Equal(t, game.DecideKeep, d.Kind)
	require.Equal(t, game.PlayerID(0), d.Player)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2, "Alice chooses between her two legends, not Bob's")
	// Keep the first; the new one goes to the graveyard.
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: first}))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	_, ok := g.Object(first)
	require.True(t, ok)
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
	o, ok := g.Object(bobs)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, o.Zone)
}

// CR 603.4: a triggered ability with an intervening "if" triggers only if
// the condition holds, and does nothing if it no longer holds on
// resolution. No wave-1 card has one, so the test defines its cards.
func TestInterveningIf(t *testing.T) {
	tithe := card.Define(card.Definition{Name: "Test Tithe", ManaCost: mana.MustParseCost("{0}"),
		Types: card.Artifact,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, IfControlSubtype: "Swamp",
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}}})
	sink := card.Define(card.Definition{Name: "Test Sink", ManaCost: mana.MustParseCost("{0}"), Types: card.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowLand}},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}})
	setup := func(land *card.Definition) (g *game.Game, titheID, sinkID, swamp game.ObjectID) {
		g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		swamp, _ = g.Put(0, zone.Battlefield, land, game.PutOptions{})
		titheID, _ = g.Put(0, zone.Hand, tithe, game.PutOptions{})
		sinkID, _ = g.Put(1, zone.Hand, sink, game.PutOptions{})
		require.NoError(t, g.Start(3, 0, game.Main1))
		return g, titheID, sinkID, swamp
	}

	// The condition holds when it triggers and when it resolves.
	g, tt, _, _ := setup(card.Swamp)
	require.NoError(t, g.Cast(0, tt))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 1, g.StackLen(), "the trigger is on the stack")
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 23, g.Life(0))

	// The condition is false when the event happens: no trigger.
	g, tt, _, _ = setup(card.Plains)
	require.NoError(t, g.Cast(0, tt))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 20, g.Life(0))

	// The condition held on triggering but not on resolution: no effect.
	g, tt, sk, swamp := setup(card.Swamp)
	require.NoError(t, g.Cast(0, tt))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sk, game.ObjectTarget(swamp)))
	require.NoError(t, g.PassUntilResolved()) // the Swamp is destroyed
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 20, g.Life(0), "CR 603.4: rechecked on resolution")
}

// Regression (found by the long self-play check): a card played from
// exile after Chandra, Pyromaster's 0 leaves a consistent game that saves
// and loads.
func TestPlayFromExileSaves(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	chandra, _ := g.Put(0, zone.Battlefield, card.ChandraPyromaster, game.PutOptions{})
	g.Put(0, zone.Library, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Library, card.Mountain, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, chandra, 1)) // [0]: exile the top card, may play it
	require.NoError(t, g.PassUntilResolved())
	exiled := g.Zone(0, zone.Exile)
	require.Len(t, exiled, 1)
	require.NoError(t, g.PlayLand(0, exiled[0]))
	require.NoError(t, g.CheckInvariants())
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	loaded, err := game.Load(&b, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
}

// Trigger events no wave-1 card uses, with test-only cards: "at the
// beginning of combat on your turn" (CR 507.1) and "whenever you cast a
// spell" (CR 601.2i).
func TestCombatAndCastTriggers(t *testing.T) {
	gain := []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}
	drummer := card.Define(card.Definition{Name: "Test Drummer", ManaCost: mana.MustParseCost("{1}"),
		Types: card.Artifact, Triggered: []ability.Triggered{{Event: ability.YourBeginningOfCombat, Effects: gain}}})
	chanter := card.Define(card.Definition{Name: "Test Chanter", ManaCost: mana.MustParseCost("{1}"),
		Types: card.Artifact, Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Effects: gain}}})
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, drummer, game.PutOptions{})
	g.Put(0, zone.Battlefield, chanter, game.PutOptions{})
	g.Put(1, zone.Battlefield, chanter, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))

	require.NoError(t, g.Cast(0, strike, game.PlayerTarget(1)))
	require.Equal(t, 2, g.StackLen(), "Alice's Chanter triggers; Bob's does not")
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 17, g.Life(1))

	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // main 1 ends: beginning of combat
	require.Equal(t, game.BeginCombat, g.Step())
	require.Equal(t, 1, g.StackLen(), "the Drummer triggers at the beginning of combat")
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 22, g.Life(0))
}

// CR 120.2, 704.5b: a player told to draw more cards than the library
// holds draws what is there and loses at the next check; the draws past
// the last card change nothing more, so even an amount no library could
// ever hold (a custom card's) resolves at once.
func TestDrawMoreThanTheLibraryHolds(t *testing.T) {
	flood := card.Define(card.Definition{Name: "Test Flood", ManaCost: mana.MustParseCost("{0}"), Types: card.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1 << 40)}}}})
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	id, _ := g.Put(0, zone.Hand, flood, game.PutOptions{})
	for range 3 {
		g.Put(0, zone.Library, card.Plains, game.PutOptions{})
		g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, id))
	require.NoError(t, g.PassUntilResolved())
	require.True(t, g.Over())
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(0, zone.Library))
	require.True(t, g.Lost(0))
	require.Equal(t, game.PlayerID(1), g.Winner())
}
