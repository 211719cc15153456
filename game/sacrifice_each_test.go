package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// edictStorm is "Each opponent sacrifices a creature." (who: the players
// named).
func edictStorm(who ability.Who) *card.Definition {
	return instant("Test Edict Storm", nil, ability.Effect{Op: ability.OpSacrifice, Who: who,
		Group: ability.Group{Types: card.Creature}})
}

// emptySeats returns an empty game of n players and a put function.
func emptySeats(t *testing.T, n int) (*game.Game, func(game.PlayerID, zone.Kind, *card.Definition) game.ObjectID) {
	cfg := game.Config{Seed: 1}
	for _, name := range []string{"Alice", "Bob", "Carol", "Dave"}[:n] {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: name})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	return g, func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
}

// castAround casts Alice's spell with no targets and has every player
// pass once.
func castAround(t *testing.T, g *game.Game, id game.ObjectID, n int) {
	t.Helper()
	require.NoError(t, g.Cast(0, id))
	for p := 0; p < n; p++ {
		require.NoError(t, g.Pass(game.PlayerID(p)))
	}
}

func zoneNow(t *testing.T, g *game.Game, id game.ObjectID) zone.Kind {
	t.Helper()
	if now, ok := g.Follow(id); ok {
		id = now
	}
	o, ok := g.Object(id)
	require.True(t, ok)
	return o.Zone
}

// CR 101.4, 701.15a, 603.10a: "Each opponent sacrifices a creature."
// Bob chooses first (APNAP order after Alice), then Carol, who sees his
// choice; only then are both sacrificed, at once. Ob Nixilis, Unshackled,
// sacrificed by Bob, sees Carol's Bear die in the same event ("whenever
// another creature dies") and triggers; had Bob's sacrifice happened
// first, it would have been gone. Alice's creature isn't asked for.
func TestEachOpponentSacrificesInTurnThenAtOnce(t *testing.T) {
	g, put := emptySeats(t, 3)
	s := put(0, zone.Hand, edictStorm(ability.WhoEachOpponent))
	mine := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	ob := put(1, zone.Battlefield, card.ObNixilisUnshackled)
	bobsBear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	carols := put(2, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAround(t, g, s, 3)

	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	var offered []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		offered = append(offered, a.Object)
	}
	require.ElementsMatch(t, []game.ObjectID{ob, bobsBear}, offered, "Bob's own creatures only")
	require.Error(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: carols}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: ob}))

	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.Equal(t, zone.Battlefield, zoneNow(t, g, ob), "chosen, not yet sacrificed")
	require.NoError(t, g.CheckInvariants())
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	cat, err := card.NewCatalog(append(card.Default().All(), edictStorm(ability.WhoEachOpponent))...)
	require.NoError(t, err)
	loaded, err := game.Load(&b, cat)
	require.NoError(t, err, "a save in the middle of the choices loads")
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())

	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 2, Object: carols}))
	require.Equal(t, zone.Graveyard, zoneNow(t, g, ob))
	require.Equal(t, zone.Graveyard, zoneNow(t, g, carols))
	require.Equal(t, zone.Battlefield, zoneNow(t, g, bobsBear))
	require.Equal(t, zone.Battlefield, zoneNow(t, g, mine))
	require.Equal(t, 1, g.StackLen(), "Ob Nixilis saw Carol's Bear die with it")
	require.NoError(t, g.CheckInvariants())
}

// CR 101.4, 609.3, 800.4a: "Each player sacrifices a creature" in a
// four-player game: Alice (the active player) chooses first; Bob, with no
// creature, isn't asked; Carol chooses and then concedes while Dave
// chooses: her creature leaves the game with her, and Dave's and Alice's
// are sacrificed.
func TestEachPlayerSacrificesPassesOverTheEmptyAndTheDeparted(t *testing.T) {
	g, put := emptySeats(t, 4)
	s := put(0, zone.Hand, edictStorm(ability.WhoEachPlayer))
	alices := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	carols := put(2, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	daves := put(3, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAround(t, g, s, 4)

	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: alices}))
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "Bob controls no creature")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 2, Object: carols}))
	require.Equal(t, game.PlayerID(3), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(3), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 3, Object: daves}))
	require.Equal(t, zone.Graveyard, zoneNow(t, g, alices))
	require.Equal(t, zone.Graveyard, zoneNow(t, g, daves))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard)-1, "Alice's Bear and her spell")
	require.Empty(t, g.Zone(2, zone.Graveyard), "Carol's Bear left the game with her")
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.NoError(t, g.CheckInvariants())
}

// CR 800.4a: the player who is choosing concedes: the next one chooses,
// and what was chosen before is sacrificed.
func TestEachOpponentSacrificeAfterTheChooserLeaves(t *testing.T) {
	g, put := emptySeats(t, 3)
	s := put(0, zone.Hand, edictStorm(ability.WhoEachOpponent))
	bobs := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	put(2, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAround(t, g, s, 3)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: bobs}))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.Equal(t, zone.Graveyard, zoneNow(t, g, bobs))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.NoError(t, g.CheckInvariants())
}
