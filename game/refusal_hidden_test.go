package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A refusal of an action naming a card in a hand or a library says no
// more than the refusal of an object that doesn't exist: an activation,
// an attacker or a blocker is looked for on the battlefield (and in a
// graveyard) only, so a program sweeping IDs can't read hands or
// libraries from refusal texts (CR 400.2: hands and libraries are hidden
// zones).
func TestRefusalsDontNameHiddenCards(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	bear, err := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	djinn, err := card.Default().Lookup("Mahamoti Djinn")
	require.NoError(t, err)
	dragon, err := card.Default().Lookup("Siege Dragon")
	require.NoError(t, err)
	bobsHand, err := g.Put(1, zone.Hand, djinn, game.PutOptions{})
	require.NoError(t, err)
	alicesLibrary, err := g.Put(0, zone.Library, dragon, game.PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(1, zone.Library, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	const missing = game.ObjectID(1<<16 + 999)

	// Each action is refused alike for the hidden card and for nothing,
	// but for the object number in the text.
	same := func(what string, build func(game.ObjectID) game.Action) {
		t.Helper()
		hidden := g.Clone().Apply(build(bobsHand))
		none := g.Clone().Apply(build(missing))
		require.Error(t, hidden, what)
		require.Error(t, none, what)
		for _, name := range []string{"Mahamoti Djinn", "Siege Dragon"} {
			require.NotContains(t, hidden.Error(), name, what)
		}
		require.Equal(t, strings.ReplaceAll(none.Error(), "66535", "X"),
			strings.ReplaceAll(hidden.Error(), itoa(int(bobsHand)), "X"), what)
	}
	same("activate", func(id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActActivate, Player: 0, Object: id, Ability: 99}
	})
	same("attack", func(id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: id, Player: 1}}}
	})
	d, err := g.NewDeclaration()
	require.NoError(t, err)
	err = d.AddAttacker(alicesLibrary, game.Attack{Player: 1})
	require.Error(t, err)
	require.NotContains(t, err.Error(), "Siege Dragon")

	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: bear, Player: 1}}}))
	for g.Pending().Kind != game.DecideBlockers {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	}
	err = g.Clone().Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: alicesLibrary, Attacker: bear}}})
	require.Error(t, err)
	require.NotContains(t, err.Error(), "Siege Dragon")
	d, err = g.NewDeclaration()
	require.NoError(t, err)
	err = d.AddBlocker(alicesLibrary, bear)
	require.Error(t, err)
	require.NotContains(t, err.Error(), "Siege Dragon")
}
