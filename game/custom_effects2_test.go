package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// CR 610.3, 610.3b: "When this creature enters the battlefield, exile
// target creature an opponent controls until this creature leaves the
// battlefield." The creature is exiled, and returns under its owner's
// control when the source dies. Before, only an ability granted to an
// entering creature (Constricting Sliver's) exiled anything.
func TestExileUntilItsOwnSourceLeaves(t *testing.T) {
	warden := card.Define(card.Definition{Name: "Test Oblivion Warden", ManaCost: mana.MustParseCost("{0}"), Types: card.Creature,
		Power: card.Fixed(1), Toughness: card.Fixed(1), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves}}}}})
	kill := instant("Test Kill", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy})
	g, put := emptyDuel(t, 1)
	w := put(0, zone.Hand, warden)
	k := put(0, zone.Hand, kill)
	bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(game.ObjectTarget(bear))))
	resolveTriggers(t, g)
	require.Equal(t, 1, g.ZoneLen(1, zone.Exile), "the Bear is exiled")
	onField, ok := g.Follow(w)
	require.True(t, ok)
	castAndPass(t, g, k, game.ObjectTarget(onField))
	resolveTriggers(t, g)
	back, ok := g.Follow(bear)
	require.True(t, ok)
	o, _ := g.Object(back)
	require.Equal(t, zone.Battlefield, o.Zone, "back when the Warden leaves")
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.NoError(t, g.CheckInvariants())
}

// CR 306.7 (the seed rule): noncombat damage to an opponent may be dealt
// to a planeswalker they control instead. "Target player" written as the
// effect's Who is one target as much as a target Subject: the question is
// asked. Before, only the Subject form asked.
func TestDamageToTargetPlayerAsWhoMayBeRedirected(t *testing.T) {
	word := instant("Test Searing Word", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Amount: ability.N(2)})
	g, put := emptyDuel(t, 1)
	s := put(0, zone.Hand, word)
	ajani, err := g.Put(1, zone.Battlefield, cardDef(t, "Ajani Steadfast"), game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, s, game.PlayerTarget(1))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: ajani}))
	require.Equal(t, 20, g.Life(1))
	o, _ := g.Object(ajani)
	require.Equal(t, 2, o.Counter(game.Loyalty), "4 loyalty less 2")
}

// CR 110.5b: the effect that makes a token defines its colour. A token
// definition without a coloured mana cost keeps the Colors it is given.
// Before, Define set every colour from the mana cost, so a program's red
// token was colourless.
func TestTokenKeepsItsColour(t *testing.T) {
	mote := card.Define(card.Definition{Name: "Test Ember Mote", Colors: mana.SetOf(mana.Red), Types: card.Creature,
		Power: card.Fixed(1), Toughness: card.Fixed(1)})
	require.Equal(t, mana.SetOf(mana.Red), mote.Colors)
	bear := card.Define(card.Definition{Name: "Test Painted Bear", Colors: mana.SetOf(mana.Blue), ManaCost: mana.MustParseCost("{1}{G}"),
		Types: card.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2)})
	require.Equal(t, mana.SetOf(mana.Green), bear.Colors, "a coloured mana cost decides (CR 202.2)")
}

// CR 205.3i, 701.18: "Search your library for a Forest card and put it
// onto the battlefield tapped." Only lands have land types, so the filter
// needs no card type to find permanent cards only (CR 110.4a); the Forest
// is offered, the Bear with it in the library isn't. Before, Check
// refused the card for want of Filter.Types.
func TestSearchForAForestCard(t *testing.T) {
	growth := instant("Test Wild Growth", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Subtype: "Forest"}, Into: ability.IntoBattlefield, Tapped: true})
	g, put := emptyDuel(t, 1)
	s := put(0, zone.Hand, growth)
	forest := put(0, zone.Library, card.Forest)
	put(0, zone.Library, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, s)
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	var found []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		found = append(found, a.Object)
	}
	require.Equal(t, []game.ObjectID{forest, 0}, found, "the Forest, or nothing (CR 701.18b)")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: forest}))
	onField, ok := g.Follow(forest)
	require.True(t, ok)
	o, _ := g.Object(onField)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.True(t, o.Tapped)
	require.NoError(t, g.CheckInvariants())
}

// CR 608.2c, 109.5: "The owner of each creature your opponents control
// puts it on the top or the bottom of their library." The caster's own
// creature stays; the opponent's is the only one asked about. Before,
// Check refused Group.Side on this effect.
func TestTopOrBottomOfOpponentsCreatures(t *testing.T) {
	tide := instant("Test Undertow", nil, ability.Effect{Op: ability.OpTopOrBottom,
		Group: ability.Group{Types: card.Creature, Side: ability.OpponentSide}})
	require.NoError(t, tide.Check())
	g, put := emptyDuel(t, 1)
	s := put(0, zone.Hand, tide)
	mine := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	theirs := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, s)
	require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Equal(t, 1, g.Pending().Count)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: theirs, Choice: 1}))
	o, ok := g.Object(mine)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 0, g.ZoneLen(1, zone.Battlefield))
	require.Equal(t, 1, g.ZoneLen(1, zone.Library))
	require.NoError(t, g.CheckInvariants())
}

// CR 400.7d: "Whenever a creature you control dies, return it to its
// owner's hand." The ability finds the card the creature became in the
// graveyard; if that card leaves the graveyard first (exiled in
// response), the ability can't find it again (CR 400.7). Before, Check
// refused "it" of a creature that died.
func TestDiesTriggerReturnsTheCardFromTheGraveyard(t *testing.T) {
	mercy := enchantment("Test Gravecaller's Mercy", nil, ability.Triggered{Event: ability.CreatureDies,
		Match:   ability.Filter{Types: card.Creature, Side: ability.YourSide},
		Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}})
	require.NoError(t, mercy.Check())
	kill := instant("Test Kill", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy})
	purge := instant("Test Purge", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}}, ability.Effect{Op: ability.OpExile})
	for _, purged := range []bool{false, true} {
		g, put := emptyDuel(t, 1)
		put(0, zone.Battlefield, mercy)
		bear := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
		k := put(1, zone.Hand, kill)
		p := put(1, zone.Hand, purge)
		require.NoError(t, g.Start(3, 1, game.Main1))
		require.NoError(t, g.Cast(1, k, game.ObjectTarget(bear)))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0))
		require.Equal(t, 1, g.StackLen(), "the trigger")
		inYard, ok := g.Follow(bear)
		require.True(t, ok)
		if purged {
			require.NoError(t, g.Cast(1, p, game.ObjectTarget(inYard)))
			require.NoError(t, g.Pass(1))
			require.NoError(t, g.Pass(0))
		}
		resolveTriggers(t, g)
		if purged {
			require.Equal(t, 1, g.ZoneLen(0, zone.Exile), "exiled, not returned")
			require.Zero(t, g.ZoneLen(0, zone.Hand))
		} else {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "back in its owner's hand")
			require.Zero(t, g.ZoneLen(0, zone.Graveyard))
		}
		require.NoError(t, g.CheckInvariants())
	}
}

// CR 400.7d, 701.8: "Whenever an opponent discards a card, exile it."
// Before, Check accepted the card and the engine did nothing with "it",
// looking for it on the battlefield.
func TestDiscardTriggerExilesTheDiscardedCard(t *testing.T) {
	void := enchantment("Test Hungry Void", nil, ability.Triggered{Event: ability.PlayerDiscards,
		Match:   ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectEventObject}}})
	require.NoError(t, void.Check())
	rot := instant("Test Rot", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Amount: ability.N(1)})
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, void)
	r := put(0, zone.Hand, rot)
	put(1, zone.Hand, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, r, game.PlayerTarget(1))
	resolveTriggers(t, g)
	require.Equal(t, 1, g.ZoneLen(1, zone.Exile))
	require.Zero(t, g.ZoneLen(1, zone.Graveyard))
	require.NoError(t, g.CheckInvariants())
}

// CR 400.7d: "When enchanted creature dies, return that card to its
// owner's hand." The Aura's ability names the creature as it was on the
// battlefield and finds the card it became in the graveyard. Before,
// Check refused the card.
func TestEnchantedCreatureDiesReturnsTheCard(t *testing.T) {
	curse := card.Define(card.Definition{Name: "Test Homeward Curse", ManaCost: mana.MustParseCost("{0}"), Types: card.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedDies, Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}}}})
	require.NoError(t, curse.Check())
	kill := instant("Test Kill", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy})
	g, put := emptyDuel(t, 1)
	bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	_, err := g.Put(0, zone.Battlefield, curse, game.PutOptions{AttachedTo: bear})
	require.NoError(t, err)
	k := put(0, zone.Hand, kill)
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, k, game.ObjectTarget(bear))
	resolveTriggers(t, g)
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand), "the Bear is back in Bob's hand")
	require.Zero(t, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard)-1, "the Curse went to its owner's graveyard, with the Kill")
	require.NoError(t, g.CheckInvariants())
}

// CR 506.3a, 506.3b: "put ... onto the battlefield tapped and attacking"
// puts a card that isn't a creature, or a creature under the control of a
// player who isn't attacking, onto the battlefield, but never attacking.
// Bob's "whenever a creature attacks you" ambush puts his Soldier onto the
// battlefield in Alice's combat: it enters, not attacking. Before, it was
// listed among the attackers, which the invariants refuse (found by the
// mutated-abilities fuzz).
func TestPutOntoTheBattlefieldAttackingByTheDefender(t *testing.T) {
	ambush := enchantment("Test Ambush Horn", nil, ability.Triggered{Event: ability.CreatureAttacksYouOrYourPlaneswalker,
		Effects: []ability.Effect{{Op: ability.OpSearchZones, Who: ability.WhoYou, Zones: ability.SearchHand,
			Filter: ability.Filter{Types: card.Creature}, Into: ability.IntoBattlefield, Tapped: true, Attacking: true}}})
	require.NoError(t, ambush.Check())
	g, put := emptyDuel(t, 1)
	bear := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	put(1, zone.Battlefield, ambush)
	soldier := put(1, zone.Hand, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: bear, Player: 1}}}))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	var find game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Object == soldier {
			find = a
		}
	}
	require.NotZero(t, find.Object)
	require.NoError(t, g.Apply(find))
	entered, ok := g.Follow(soldier)
	require.True(t, ok)
	o, _ := g.Object(entered)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, []game.ObjectID{bear}, g.Attackers(), "Bob's creature never attacks")
	require.NoError(t, g.CheckInvariants())
}
