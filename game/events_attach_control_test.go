package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 301.5c, 704.5q: Ensoul Artifact makes an attached Haunted Plate
// Mail a creature, so it becomes unattached and stays on the
// battlefield; every player's events say so.
func TestUnattachedEquipmentIsAnEvent(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.Island)
	put(alice, zone.Battlefield, card.Island)
	bear := put(alice, zone.Battlefield, card.RuneclawBear)
	mail, err := g.Put(alice, zone.Battlefield, card.HauntedPlateMail, game.PutOptions{AttachedTo: bear})
	require.NoError(t, err)
	ensoul := put(alice, zone.Hand, card.EnsoulArtifact)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, ensoul, game.ObjectTarget(mail)))
	g.ClearEvents()
	require.NoError(t, g.PassUntilResolved())
	seen := eventsOfKind(g, bob, game.EventUnattach)
	require.Len(t, seen, 1)
	require.Equal(t, "Haunted Plate Mail", seen[0].Name)
	require.Equal(t, "Haunted Plate Mail becomes unattached.", g.ViewEventLine(seen[0], game.English))
	for _, o := range g.View(bob).Battlefield {
		if o.ID == seen[0].Object {
			require.Zero(t, o.AttachedTo)
		}
	}
}

// CR 110.2a: Liliana Vess's -8 puts Bob's Bear onto the battlefield
// under Alice's control. The zone change names its owner; a control
// event names its controller, so every player knows who controls it.
func TestEnteringUnderAnotherPlayersControlIsAnEvent(t *testing.T) {
	g, put := emptyDuel(t, 1)
	var loyalty [5]int
	loyalty[game.Loyalty] = 8
	lili, err := g.Put(alice, zone.Battlefield, card.LilianaVess, game.PutOptions{Counters: loyalty})
	require.NoError(t, err)
	put(bob, zone.Graveyard, card.RuneclawBear)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, lili, 2))
	g.ClearEvents()
	require.NoError(t, g.PassUntilResolved())
	control := eventsOfKind(g, bob, game.EventControl)
	require.Len(t, control, 1)
	require.Equal(t, alice, control[0].Player)
	require.Equal(t, "Runeclaw Bear", control[0].Name)
	for _, o := range g.View(bob).Battlefield {
		if o.ID == control[0].Object {
			require.Equal(t, alice, o.Controller)
			require.Equal(t, bob, o.Owner)
		}
	}
}

// CR 509.2: the attacking player orders the creatures blocking an
// attacker; the order is announced, so every player's events give each
// blocker's place, the last one too.
func TestDamageAssignmentOrderIsAnEvent(t *testing.T) {
	g, put := emptyDuel(t, 1)
	courser := put(alice, zone.Battlefield, card.CentaurCourser)
	b1 := put(bob, zone.Battlefield, card.RuneclawBear)
	b2 := put(bob, zone.Battlefield, card.RuneclawBear)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{{Attacker: courser, Player: bob}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.PriorityPlayer()))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: bob, Blockers: []game.Block{{Blocker: b1, Attacker: courser}, {Blocker: b2, Attacker: courser}}}))
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: b2}))
	var places []int
	var blockers []game.ViewID
	for _, e := range g.EventsFor(bob) {
		if e.Kind == game.EventDamageOrder {
			places = append(places, e.Amount)
			blockers = append(blockers, e.Target.Object)
			require.Equal(t, alice, e.Player)
		}
	}
	require.Equal(t, []int{1, 2}, places)
	require.Equal(t, g.View(bob).Combat[0].Blockers, blockers, "the events give the order the view shows")
	require.Equal(t, "Alice puts Runeclaw Bear (#3) at place 1 of Centaur Courser's damage assignment order.",
		g.ViewEventLine(g.EventsFor(bob)[0], game.English))
}

// CR 706.2, 614.12: a Mercurial Pretender that Liliana Vess's -8 returns
// with other creatures chooses what to copy once they are all on the
// battlefield; every player learns the choice from a choose event.
func TestDelayedCopyChoiceIsAnEvent(t *testing.T) {
	g, put := emptyDuel(t, 1)
	var loyalty [5]int
	loyalty[game.Loyalty] = 8
	lili, err := g.Put(alice, zone.Battlefield, card.LilianaVess, game.PutOptions{Counters: loyalty})
	require.NoError(t, err)
	courser := put(alice, zone.Battlefield, card.CentaurCourser)
	put(alice, zone.Graveyard, card.MercurialPretender)
	put(bob, zone.Graveyard, card.RuneclawBear)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, lili, 2))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: courser}))
	choose := eventsOfKind(g, bob, game.EventChoose)
	require.Len(t, choose, 1)
	e := choose[0]
	require.Equal(t, game.ChoiceCopy, e.Choice)
	require.Equal(t, "Mercurial Pretender", e.SourceName)
	require.True(t, e.HasTarget)
	require.Equal(t, "Centaur Courser", e.Target.Name)
	require.Contains(t, g.ViewEventLine(e, game.English), "enter as a copy of Centaur Courser")
}

// docs/json.md: a zone change's old is an ID of the view before the
// action. A token that dies and ceases to exist in one resolution
// (CR 704.5d) was never seen in the graveyard, so that step has no old
// ID; the step from the battlefield has its old one.
func TestOldIDOnlyWhereAViewShowedIt(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.Mountain)
	put(alice, zone.Battlefield, card.Mountain)
	strike := put(alice, zone.Hand, card.LightningStrike)
	tok, err := g.Put(bob, zone.Battlefield, card.RuneclawBear, game.PutOptions{Token: true})
	require.NoError(t, err)
	put(bob, zone.Graveyard, card.Island)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	shown := g.View(bob).Battlefield
	require.NoError(t, g.Cast(alice, strike, game.ObjectTarget(tok)))
	g.ClearEvents()
	require.NoError(t, g.PassUntilResolved())
	var steps []game.ViewEvent
	for _, e := range g.EventsFor(bob) {
		if e.Kind == game.EventZoneChange && e.Name == "Runeclaw Bear" {
			steps = append(steps, e)
		}
	}
	require.Len(t, steps, 2, "to the graveyard, then out of the game")
	var bearID game.ViewID
	for _, o := range shown {
		if o.Name == "Runeclaw Bear" {
			bearID = o.ID
		}
	}
	require.Equal(t, bearID, steps[0].Old, "it left the battlefield where Bob saw it")
	require.Zero(t, steps[1].Old, "no view showed it in the graveyard")
}

// CR 706.2: a Mercurial Pretender copying Runeclaw Bear is a Runeclaw
// Bear. Bob's Lightning Strike at it is logged, and stays logged after
// it died, as aimed at a Runeclaw Bear: lines don't rename the copy.
func TestLogLinesNameACopyAsTheCopy(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.RuneclawBear)
	mp := put(alice, zone.Hand, card.MercurialPretender)
	for i := 0; i < 5; i++ {
		put(alice, zone.Battlefield, card.Island)
		put(alice, zone.Library, card.Island)
		put(bob, zone.Library, card.Mountain)
	}
	ls := put(bob, zone.Hand, card.LightningStrike)
	put(bob, zone.Battlefield, card.Mountain)
	put(bob, zone.Battlefield, card.Mountain)
	require.NoError(t, g.Start(2, alice, game.Main1))
	require.NoError(t, g.Cast(alice, mp))
	for i := 0; i < 10 && g.Pending().Kind != game.DecideChooseCard; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	var bear game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if o, ok := g.Object(a.Object); ok && o.Card == card.RuneclawBear {
			bear = a.Object
			require.NoError(t, g.Apply(a))
			break
		}
	}
	require.NotZero(t, bear)
	var cp game.ObjectID
	for _, id := range g.Zone(alice, zone.Battlefield) {
		if o, _ := g.Object(id); o.Card.Name == "Runeclaw Bear" && id != bear {
			cp = id
		}
	}
	require.NotZero(t, cp)
	require.NoError(t, g.Pass(alice))
	g.ClearEvents()
	require.NoError(t, g.Cast(bob, ls, game.ObjectTarget(cp)))
	require.NoError(t, g.PassUntilResolved())
	for _, e := range g.Events() {
		if e.Kind == game.EventCast || e.Kind == game.EventDamage {
			line := g.EventLine(e, game.English)
			require.Contains(t, line, "Runeclaw Bear", line)
			require.NotContains(t, line, "Mercurial Pretender", line)
		}
	}
	for _, e := range g.EventsFor(alice) {
		if e.Kind == game.EventDamage {
			require.Equal(t, "Runeclaw Bear", e.Target.Name)
		}
	}
}
