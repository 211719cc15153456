package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A person may attack with any set of creatures (CR 508.1a), not only the
// listed representatives (none, each alone, all): with three creatures,
// "one by one" builds an attack with two of them; a wrong number is asked
// again, and a block with two creatures on one attacker is built the
// same way (CR 509.1a).
func TestHumanBuildsDeclarations(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	a1, a2 := put(0, card.RuneclawBear), put(0, card.CentaurCourser)
	put(0, card.WalkingCorpse)
	b1, b2 := put(1, card.RuneclawBear), put(1, card.WalkingCorpse)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))

	var out bytes.Buffer
	alice := newHuman(strings.NewReader("6\n1\n9\n1\n0\n"), &out, game.English, 0)
	a := alice.Choose(g)
	require.Contains(t, out.String(), "Choose the creatures one by one")
	require.Contains(t, out.String(), "Please type a number from 0 to")
	require.Equal(t, []game.Attack{{Attacker: a1, Player: 1}, {Attacker: a2, Player: 1}}, a.Attackers)
	require.NoError(t, g.Apply(a))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)

	out.Reset()
	build := strconv.Itoa(len(g.ActionsOf(1, nil)) + 1)
	bob := newHuman(strings.NewReader(build+"\n1\n1\n0\n"), &out, game.English, 1)
	b := bob.Choose(g)
	require.Len(t, b.Blockers, 2, "%s", out.String())
	require.ElementsMatch(t, []game.ObjectID{b1, b2}, []game.ObjectID{b.Blockers[0].Blocker, b.Blockers[1].Blocker})
	require.Equal(t, b.Blockers[0].Attacker, b.Blockers[1].Attacker, "both on one attacker")
	require.NoError(t, g.Apply(b))
}
