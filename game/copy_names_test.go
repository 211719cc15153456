// A Mercurial Pretender copy's abilities are named by the copy in every
// text, even once the copy has left the battlefield (CR 603.10a, 706.2,
// 112.7a).
package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// lastOn returns the permanent p put onto the battlefield last.
func copyNamesLastOn(g *game.Game, p game.PlayerID) game.ObjectID {
	bf := g.Zone(p, zone.Battlefield)
	return bf[len(bf)-1]
}

func copyNamesLines(g *game.Game, lang game.Lang) string {
	var b strings.Builder
	for _, e := range g.Events() {
		b.WriteString(g.EventLine(e, lang))
		b.WriteString("\n")
	}
	return b.String()
}

// A Mercurial Pretender that entered as a copy of Black Cat dies. Its
// "When Black Cat dies" trigger is the copy's ability, looked back at as
// the copy last existed (CR 603.10a, 706.2): the stack view names it
// Black Cat. The prompt for its target, the trigger's log line and the
// priority prompt name it Black Cat too, not by the card in the
// graveyard, Mercurial Pretender.
func TestCopyDiesTriggerNamedByCopy(t *testing.T) {
	g, put := emptyDuel(t, 1)
	cat := put(0, zone.Battlefield, card.BlackCat)
	for range 5 {
		put(0, zone.Battlefield, card.Island)
	}
	pret := put(0, zone.Hand, card.MercurialPretender)
	put(1, zone.Battlefield, card.Mountain)
	put(1, zone.Battlefield, card.Mountain)
	strike := put(1, zone.Hand, card.LightningStrike)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: pret}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: cat}))
	copyID := copyNamesLastOn(g, 0)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 1, Object: strike}.WithTargets(game.ObjectTarget(copyID))))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	assert.Contains(t, g.Prompt(game.English), "Black Cat", "target prompt for the copy's dies trigger")
	assert.Contains(t, g.Prompt(game.Chinese), "黑猫")
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1}.WithTargets(game.PlayerTarget(1))))
	v := g.View(0)
	assert.Equal(t, "Black Cat", v.Stack[0].Name, "the stack view names the copy")
	assert.Contains(t, copyNamesLines(g, game.English), "Black Cat's triggered ability goes on the stack")
	assert.Contains(t, g.Prompt(game.English), "respond to Black Cat's ability")
	assert.Contains(t, g.Prompt(game.Chinese), "回应黑猫的异能")
}

// A Pretender copy of Forge Devil is returned to hand with its enter
// trigger on the stack. The trigger's damage is dealt by the copy as it
// last existed, a Forge Devil (CR 608.2g, 706.2; 112.7a): the priority
// prompt, the damage lines, the damage events' sourceName and the
// resolve line name Forge Devil, not Mercurial Pretender, the card in
// hand, which dealt no damage.
func TestCopyLeftDamageNamedByCopy(t *testing.T) {
	g, put := emptyDuel(t, 1)
	devil := put(0, zone.Battlefield, card.ForgeDevil)
	for range 9 {
		put(0, zone.Battlefield, card.Island)
	}
	pret := put(0, zone.Hand, card.MercurialPretender)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: pret}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: devil}))
	copyID := copyNamesLastOn(g, 0)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1}.WithTargets(game.ObjectTarget(bear))))
	// The copy's own "{2}{U}{U}: Return this creature to its owner's hand".
	d := card.ForgeDevil
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: copyID, Ability: len(d.Activated)}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	assert.Contains(t, g.Prompt(game.English), "respond to Forge Devil's ability")
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	en := copyNamesLines(g, game.English)
	assert.Contains(t, en, "Forge Devil deals 1 damage to Runeclaw Bear.", en)
	assert.Contains(t, en, "Forge Devil deals 1 damage to Alice.", en)
	assert.Contains(t, en, "Forge Devil's ability resolves.", en)
	assert.NotContains(t, en, "Mercurial Pretender", en)
	assert.Contains(t, copyNamesLines(g, game.Chinese), "锻炉魔鬼对符爪熊造成1点伤害")
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventDamage {
			assert.Equal(t, "Forge Devil", e.SourceName, "damage event of Bob's view")
		}
	}
}

// Black Cat and a Mercurial Pretender copying it die together: two "When
// Black Cat dies" triggers wait to be ordered (CR 603.3b). Both are Black
// Cat's abilities (the copy's is looked back at as the copy last existed,
// CR 603.10a, 706.2): the view's waiting triggers and the trigger-order
// options name both Black Cat, as the stack does.
func TestCopyDiesTriggerOrderNamedByCopy(t *testing.T) {
	g, put := emptyDuel(t, 1)
	cat := put(0, zone.Battlefield, card.BlackCat)
	for range 5 {
		put(0, zone.Battlefield, card.Island)
	}
	for range 7 {
		put(0, zone.Battlefield, card.Plains)
	}
	pret := put(0, zone.Hand, card.MercurialPretender)
	calcify := put(0, zone.Hand, card.MassCalcify)
	put(1, zone.Hand, card.Forest)
	put(1, zone.Hand, card.Mountain)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: pret}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: cat}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: calcify}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	v := g.View(0)
	require.Len(t, v.Triggers, 2)
	for _, tr := range v.Triggers {
		assert.Equal(t, "Black Cat", tr.Name, "waiting trigger from %v", tr.Source)
	}
	for _, a := range g.LegalActions(nil) {
		assert.NotContains(t, g.Describe(a, game.English), "Mercurial Pretender")
	}
}
