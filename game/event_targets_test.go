package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A log line names every target of a spell, and of an activated
// ability (CR 601.2c, 602.2b: they are chosen as it is cast or
// activated), in English and Chinese, and the view's event lists them.
func TestEventLinesNameEveryTarget(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {
			zone.Battlefield: {"Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Chandra, Pyromaster"},
			zone.Hand:        {"Cone of Flame"},
		},
		bob: {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.Main1)
	cone := g.Zone(alice, zone.Hand)[0]
	bear := g.Zone(bob, zone.Battlefield)[0]
	chandra := g.Zone(alice, zone.Battlefield)[5]
	lines := func() (en, zh []string, views []game.ViewEvent) {
		for _, e := range g.Events() {
			if e.Kind == game.EventCast || e.Kind == game.EventActivate {
				en, zh = append(en, g.EventLine(e, game.English)), append(zh, g.EventLine(e, game.Chinese))
			}
		}
		for _, e := range g.EventsFor(bob) {
			if e.Kind == game.EventCast || e.Kind == game.EventActivate {
				views = append(views, e)
			}
		}
		g.ClearEvents()
		return
	}
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: alice, Object: cone}.
		WithTargets(game.ObjectTarget(bear), game.PlayerTarget(bob), game.PlayerTarget(alice))))
	en, zh, views := lines()
	require.Equal(t, []string{"Alice casts Cone of Flame targeting Runeclaw Bear, Bob and Alice."}, en)
	require.Equal(t, []string{"Alice施放火炎锥，目标为符爪熊、Bob和Alice。"}, zh)
	require.Len(t, views, 1)
	require.Len(t, views[0].Targets, 3)
	require.Equal(t, en[0], g.ViewEventLine(views[0], game.English))

	for g.StackLen() > 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: alice, Object: chandra}.
		WithTargets(game.PlayerTarget(bob))))
	en, _, _ = lines()
	require.Equal(t, []string{"Alice activates Chandra, Pyromaster (+1) targeting Bob."}, en)
}

// An ability countered on resolution is logged as the ability, not as its
// source (CR 608.2b): "Tyrant's Machine's ability".
func TestEventLinesNameAbilities(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {
			zone.Battlefield: {"Tyrant's Machine", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"},
			zone.Hand:        {"Lightning Strike"},
		},
		bob: {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.Main1)
	machine := g.Zone(alice, zone.Battlefield)[0]
	strike := g.Zone(alice, zone.Hand)[0]
	bear := game.ObjectTarget(g.Zone(bob, zone.Battlefield)[0])
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: alice, Object: machine}.WithTargets(bear)))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: alice, Object: strike}.WithTargets(bear)))
	g.ClearEvents()
	for g.StackLen() > 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	var en, zh []string
	for _, e := range g.Events() {
		if e.Kind == game.EventFizzle || e.Kind == game.EventResolve {
			en, zh = append(en, g.EventLine(e, game.English)), append(zh, g.EventLine(e, game.Chinese))
		}
	}
	require.Equal(t, []string{"Lightning Strike resolves.",
		"Tyrant's Machine's ability is countered on resolution: its targets are illegal now."}, en)
	require.Contains(t, zh[1], "的异能在结算时被反击")
}

// A readable log shows permanents leaving the battlefield however they
// leave, cards leaving graveyards and cards exiled; draws and shuffles
// stay out.
func TestNotableZoneChanges(t *testing.T) {
	for _, tt := range []struct {
		from, to zone.Kind
		want     bool
	}{
		{zone.Battlefield, zone.Graveyard, true},
		{zone.Battlefield, zone.Hand, true},
		{zone.Battlefield, zone.Exile, true},
		{zone.Battlefield, zone.Library, true},
		{zone.Graveyard, zone.Hand, true},
		{zone.Library, zone.Exile, true},
		{zone.Stack, zone.Battlefield, true},
		{zone.Library, zone.Hand, false},
		{zone.Hand, zone.Library, false},
		{zone.Stack, zone.Graveyard, false},
	} {
		e := game.Event{Kind: game.EventZoneChange, From: tt.from, To: tt.to}
		require.Equal(t, tt.want, e.Notable(), "%s -> %s", tt.from, tt.to)
	}
	require.True(t, game.Event{Kind: game.EventChoose, Choice: game.ChoiceName}.Notable(), "a public choice")
}

// CR 805.4, 810.4: in Two-Headed Giant a team takes its turns and has its
// life together, and the log names both players.
func TestTwoHeadedGiantLogNamesTheTeam(t *testing.T) {
	g := emptyTwoHeaded(t, "Alice", "Bob", "Carol", "Dan")
	require.Equal(t, "Turn 3: Alice and Bob.", g.EventLine(game.Event{Kind: game.EventTurnBegin, Player: alice, Amount: 3}, game.English))
	require.Equal(t, "Carol and Dan's life: -3 (now 27).",
		g.EventLine(game.Event{Kind: game.EventLifeChange, Player: 3, Amount: -3, Total: 27}, game.English))
	require.Equal(t, "第3回合：Alice和Bob。", g.EventLine(game.Event{Kind: game.EventTurnBegin, Player: alice, Amount: 3}, game.Chinese))
}

// A choice every player learns is logged: the card Stain the Mind names
// (the name is public as it is chosen, CR 201.3), in both
// languages and in the players' views.
func TestChoiceIsLogged(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Swamp", "Swamp", "Swamp", "Swamp", "Swamp"}, zone.Hand: {"Stain the Mind"}},
		bob:   {zone.Hand: {"Lightning Strike"}},
	}, 3, game.Main1)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: alice, Object: g.Zone(alice, zone.Hand)[0]}.
		WithTargets(game.PlayerTarget(bob))))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideName, g.Pending().Kind)
	named := -1
	for i, n := range game.CardNames() {
		if n == "Lightning Strike" {
			named = i
		}
	}
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: named}))
	var en, zh []string
	for _, e := range g.Events() {
		if e.Kind == game.EventChoose {
			en, zh = append(en, g.EventLine(e, game.English)), append(zh, g.EventLine(e, game.Chinese))
		}
	}
	require.Equal(t, []string{"Alice names Lightning Strike for Stain the Mind."}, en)
	require.Len(t, zh, 1)
	require.Contains(t, zh[0], "闪电炼击")
	for _, e := range g.EventsFor(bob) {
		if e.Kind == game.EventChoose {
			require.Equal(t, game.ChoiceName, e.Choice)
			require.Equal(t, en[0], g.ViewEventLine(e, game.English))
			require.Equal(t, en[0], g.EventText(g.Events()[0]), "a readable log shows it")
		}
	}
}

// An event made by a caller with more targets than an event holds renders
// without a panic (the engine never panics on caller input).
func TestEventLineOutOfRangeTargets(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, nil, 3, game.Main1)
	e := game.Event{Kind: game.EventCast, Player: alice, NumTargets: 200, HasTarget: true, Target: game.PlayerTarget(bob)}
	require.NotPanics(t, func() { _ = g.EventLine(e, game.English) })
	require.NotPanics(t, func() { _ = g.EventLine(e, game.Chinese) })
}
