package game_test

// Regression test; before the fix: Load checks the player of a pick, search, colour or unless
// decision not at all (only that the resolution is at such an effect),
// though the resolution says who decides: its controller for a pick, a
// search ("your library") or a colour, the target opponent for an
// "unless". With pending.player set to the other player:
//   - Alice's Jace, the Living Guildpact +1 ("Look at the top two cards
//     of your library. Put one of them into your graveyard."): Bob looks at
//     his own top two cards and puts Shivan Dragon into his graveyard;
//   - Alice's Chord of Calling ("Search your library for a creature card
//     ... put that card onto the battlefield"): Bob searches his library
//     and his Runeclaw Bear enters the battlefield under his control.
//   - Alice's Avacyn, Guardian Angel ("... by sources of the color of your
//     choice"): Bob chooses the colour (CR 105.4, 608.2c);
//   - Indulgent Tormentor's "unless target opponent sacrifices a creature
//     or pays 3 life", moved from Bob to Alice: Alice sacrifices her own
//     Centaur Courser to stop her own draw;
//   - a "you may" of Alice's (Spirit Bonds: "you may pay {W}") is put to
//     Bob likewise (found in a scenario position, not in this file).
// (CR 608.2c: the spell's controller follows its instructions.) Expected:
// a *SaveError naming pending.player. (take-revealed and choose-permanent
// decisions are checked against the resolution's controller already.)

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadPickForAnotherPlayer(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	jace, _ := g.Put(0, zone.Battlefield, card.JaceTheLivingGuildpact, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(0, zone.Library, card.Island, game.PutOptions{})
	shivan, _ := g.Put(1, zone.Library, card.ShivanDragon, game.PutOptions{})
	g.Put(1, zone.Library, card.Swamp, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, jace, 0))
	slPassTo(t, g, game.Decision{Kind: game.DecidePick, Player: 0, Count: 2})
	data := slEditPending(t, g, "player", 1)
	slRefused(t, data, "pending.player")
	if h, err := slLoad(data); err == nil {
		require.Error(t, h.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: shivan}),
			"Bob mills his own card with Alice's Jace")
	}
}

func TestLoadSearchForAnotherPlayer(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for i := 0; i < 5; i++ {
		g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	}
	chord, _ := g.Put(0, zone.Hand, card.ChordOfCalling, game.PutOptions{})
	g.Put(0, zone.Library, card.CentaurCourser, game.PutOptions{})
	bear, _ := g.Put(1, zone.Library, card.RuneclawBear, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.CastX(0, chord, 2))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	data := slEditPending(t, g, "player", 1)
	slRefused(t, data, "pending.player")
	if h, err := slLoad(data); err == nil {
		require.Error(t, h.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: bear}),
			"Bob finds his own Runeclaw Bear with Alice's Chord of Calling")
	}
}

func TestLoadColorForAnotherPlayer(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	avacyn, _ := g.Put(0, zone.Battlefield, card.AvacynGuardianAngel, game.PutOptions{})
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	for i := 0; i < 4; i++ {
		g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, avacyn, 0, game.ObjectTarget(bear)))
	slPassTo(t, g, game.Decision{Kind: game.DecideColor, Player: 0})
	data := slEditPending(t, g, "player", 1)
	slRefused(t, data, "pending.player")
	if h, err := slLoad(data); err == nil {
		require.Error(t, h.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 3}),
			"Bob chooses the colour for Alice's Avacyn")
	}
}

// Indulgent Tormentor: "At the beginning of your upkeep, draw a card
// unless target opponent sacrifices a creature or pays 3 life." With the
// unless decision moved from Bob to Alice, the save loads and Alice may
// sacrifice her own Centaur Courser (or pay 3 life) to stop her own draw.
func TestLoadUnlessForAnotherPlayer(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.IndulgentTormentor, game.PutOptions{})
	courser, _ := g.Put(0, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(game.PlayerTarget(1))))
	slPassTo(t, g, game.Decision{Kind: game.DecideUnless, Player: 1})
	data := slEditPending(t, g, "player", 0)
	slRefused(t, data, "pending.player")
	if h, err := slLoad(data); err == nil {
		require.Error(t, h.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: courser}),
			"Alice answers for Bob and sacrifices her own creature")
	}
}
