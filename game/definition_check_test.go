package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// New and Put refuse a card the engine can't play as written
// (card.Definition.Check): here a spell whose effect names a second
// target it doesn't have. The refusal names the card, the field and the
// deck position, and nothing is made.
func TestNewAndPutRefuseDefinitionsThatFailCheck(t *testing.T) {
	broken := card.Define(card.Definition{Name: "Test Miswritten Bolt", ManaCost: mana.MustParseCost("{R}"), Types: card.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)}}}})
	require.Error(t, broken.Check())

	deck := []*card.Definition{card.Mountain, card.Mountain, broken}
	g, err := game.New(game.Config{Players: []game.PlayerConfig{{Name: "Alice", Deck: deck}, {Name: "Bob"}}})
	assert.Nil(t, g)
	assert.ErrorIs(t, err, game.ErrBadConfig)
	assert.ErrorIs(t, err, card.ErrInvalidDefinition)
	assert.ErrorContains(t, err, `player "Alice" deck card 3: card "Test Miswritten Bolt": Spell.Effects[0].Target`)

	g, err = game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Hand, broken, game.PutOptions{})
	assert.ErrorIs(t, err, game.ErrBadConfig)
	assert.ErrorContains(t, err, "Spell.Effects[0].Target")
	assert.Equal(t, 0, g.ZoneLen(0, zone.Hand), "nothing was put")
}
