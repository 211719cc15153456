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

// tribalBomb is a card no M15 card is like: "As it enters, choose a
// creature type. Sacrifice it: destroy all creatures of the chosen type."
var tribalBomb = card.Define(card.Definition{Name: "Test Tribal Bomb", Types: card.Artifact,
	AsEnters: ability.ChooseCreatureType,
	Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
		Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{ChosenSubtype: true}}}}}})

// CR 608.2g: an effect that needs information from an object that has
// left the battlefield uses the object as it last existed there. Here
// the ability's source was sacrificed to pay its cost (CR 602.2b), and
// "the chosen type" is the type chosen for it as it entered: the Bear
// is destroyed, the Centaur Warrior is not. The last known choice
// survives a save and load while the ability waits on the stack.
func TestChosenTypeOfDepartedSource(t *testing.T) {
	catalog, err := card.NewCatalog(append(card.Default().All(), tribalBomb)...)
	require.NoError(t, err)
	for _, reload := range []bool{false, true} {
		g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		bomb, err := g.Put(0, zone.Battlefield, tribalBomb, game.PutOptions{Chosen: "Bear"})
		require.NoError(t, err)
		bear, err := g.Put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"), game.PutOptions{})
		require.NoError(t, err)
		courser, err := g.Put(1, zone.Battlefield, cardDef(t, "Centaur Courser"), game.PutOptions{})
		require.NoError(t, err)
		require.NoError(t, g.Start(3, 0, game.Main1))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: bomb}))
		require.Equal(t, 1, g.StackLen())
		if reload {
			var buf bytes.Buffer
			require.NoError(t, g.Save(&buf))
			require.Contains(t, buf.String(), `"chosen":"Bear"`)
			g, err = game.Load(&buf, catalog)
			require.NoError(t, err)
		}
		require.NoError(t, g.PassUntilResolved())
		_, bearThere := g.Object(bear)
		_, courserThere := g.Object(courser)
		require.False(t, bearThere, "reload %v: the Bear is of the chosen type", reload)
		require.True(t, courserThere, "reload %v: the Centaur Warrior is not", reload)
		require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
	}
}
