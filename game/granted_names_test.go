package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A triggered ability an Aura or a Sliver grants belongs to the creature
// that has it (CR 112.7, 112.1a): prompts, log lines and the view name it
// by that creature, while the view's Source and Ability still say where
// its text is printed.

// TestGrantedSliverTriggerNamedByItsCreature: Constricting Sliver gives
// Venom Sliver its "when this creature enters" exile trigger.
func TestGrantedSliverTriggerNamedByItsCreature(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 2 {
		put(0, zone.Battlefield, card.Forest)
	}
	constricting := put(0, zone.Battlefield, card.ConstrictingSliver)
	venom := put(0, zone.Hand, card.VenomSliver)
	corpse := put(1, zone.Battlefield, card.WalkingCorpse)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: venom}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	assert.Equal(t, "Alice: choose targets for Venom Sliver's triggered ability.", g.Prompt(game.English))
	assert.Equal(t, "Alice：为毒液裂片妖的触发式异能选择目标。", g.Prompt(game.Chinese))
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1}.WithTargets(game.ObjectTarget(corpse))))
	lines := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventTrigger {
			lines++
			assert.Equal(t, "Venom Sliver's triggered ability goes on the stack targeting Walking Corpse.", g.EventLine(e, game.English))
		}
	}
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventTrigger {
			lines++
			assert.Equal(t, "Venom Sliver", e.HostName)
			assert.Equal(t, "Constricting Sliver", e.Name, "the event's object is still the granting card")
			assert.Equal(t, "Venom Sliver's triggered ability goes on the stack targeting Walking Corpse.", g.ViewEventLine(e, game.English))
		}
	}
	assert.Equal(t, 2, lines)
	assert.Contains(t, g.Prompt(game.English), "respond to Venom Sliver's ability")
	v := g.View(1)
	require.Len(t, v.Stack, 1)
	assert.Equal(t, "Venom Sliver", v.Stack[0].Name)
	assert.Equal(t, "毒液裂片妖", v.Stack[0].NameZhHans)
	venomOnField := g.Zone(0, zone.Battlefield)[len(g.Zone(0, zone.Battlefield))-1]
	assert.Equal(t, grantedViewID(g, 1, venomOnField), v.Stack[0].Host, "the ability is Venom Sliver's")
	assert.Equal(t, grantedViewID(g, 1, constricting), v.Stack[0].Source, "its text is on Constricting Sliver")
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	assert.Equal(t, `Alice: Venom Sliver says "When this creature enters the battlefield, you may exile target creature an opponent controls until this creature leaves the battlefield.": do you?`,
		g.Prompt(game.English), "the granted ability's own sentence")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	resolved := false
	for _, e := range g.Events() {
		if e.Kind == game.EventResolve {
			resolved = true
			assert.Equal(t, "Venom Sliver's ability resolves.", g.EventLine(e, game.English))
		}
	}
	assert.True(t, resolved)
}

// TestGrantedAuraTriggerNamedByItsCreature: Eternal Thirst gives the
// enchanted Runeclaw Bear "whenever a creature an opponent controls dies,
// put a +1/+1 counter on this creature".
func TestGrantedAuraTriggerNamedByItsCreature(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 3 {
		put(0, zone.Battlefield, card.Mountain)
	}
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	thirst, err := g.Put(0, zone.Battlefield, card.EternalThirst, game.PutOptions{AttachedTo: bear})
	require.NoError(t, err)
	strike := put(0, zone.Hand, card.LightningStrike)
	corpse := put(1, zone.Battlefield, card.WalkingCorpse)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(corpse))))
	require.NoError(t, g.Pass(0))
	g.ClearEvents()
	require.NoError(t, g.Pass(1))
	found := false
	for _, e := range g.Events() {
		if e.Kind == game.EventTrigger {
			found = true
			assert.Equal(t, "Runeclaw Bear's triggered ability goes on the stack.", g.EventLine(e, game.English))
			assert.Equal(t, "符爪熊的触发式异能进入堆栈。", g.EventLine(e, game.Chinese))
		}
	}
	require.True(t, found)
	assert.Contains(t, g.Prompt(game.English), "respond to Runeclaw Bear's ability")
	v := g.View(0)
	require.Len(t, v.Stack, 1)
	assert.Equal(t, "Runeclaw Bear", v.Stack[0].Name)
	assert.Equal(t, grantedViewID(g, 0, bear), v.Stack[0].Host)
	assert.Equal(t, grantedViewID(g, 0, thirst), v.Stack[0].Source)
	st := g.Stack()
	require.Len(t, st, 1)
	assert.Equal(t, bear, st[0].Host)
}

// TestOwnTriggerHasNoHost: an ability printed on its source has no host,
// and is named by its source as before.
func TestOwnTriggerHasNoHost(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 2 {
		put(0, zone.Battlefield, card.Forest)
	}
	venom := put(0, zone.Hand, card.VenomSliver)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: venom}))
	v := g.View(0)
	require.Len(t, v.Stack, 1)
	assert.Equal(t, "Venom Sliver", v.Stack[0].Name)
	assert.Zero(t, v.Stack[0].Host)
}

// grantedViewID finds the ViewID of permanent id in viewer's view.
func grantedViewID(g *game.Game, viewer game.PlayerID, id game.ObjectID) game.ViewID {
	o, _ := g.Object(id)
	for _, x := range g.View(viewer).Battlefield {
		if x.Name == o.Card.Name && x.Controller == o.Controller {
			return x.ID
		}
	}
	return 0
}
