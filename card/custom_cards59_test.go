// Custom cards, 59-th set: triggered abilities with conditions, and
// their sources, with cards of one's own. Intervening "if" clauses
// checked as the event happens and again on resolution (CR 603.4), with
// the trigger's controller as "you" after its source changed control
// (CR 603.3a); "whenever you cast a spell" abilities that go on the
// stack above the spell and resolve first (CR 601.2i, 603.3); abilities
// that trigger while a spell is being cast or a payment is being made
// mid-resolution, and wait until a player would receive priority (CR
// 603.3, 601.2c, 605.3a, 508.1i), their source sacrificed meanwhile (CR
// 112.7a); "whenever a creature you control becomes
// the target of a spell or ability an opponent controls" (CR 603.2,
// 601.2c, 603.2c); APNAP order of several players' triggers in
// free-for-all and Two-Headed Giant (CR 603.3b, 101.4, 805.7); a trigger
// whose target can't be chosen (CR 603.3d); "you may" declined (CR
// 603.5); "sacrifice this" upkeep conditions standing in for state
// triggers, which the vocabulary lacks (CR 603.8, 701.15a); the
// definitions Check refuses for these abilities ("for as long as you
// control" control, CR 611.2b, among them); and, at the end, triggered
// abilities granted by an Aura, Equipment or other permanent whose
// "another"/"other" is the permanent that has them (CR 112.7), which the
// engine used to measure against the granting card.

package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// h543Ench is a checked enchantment with triggered abilities.
func h543Ench(t *testing.T, name string, ts ...ability.Triggered) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{W}"), Types: ability.Enchantment, Triggered: ts})
}

// h543Crt is a checked creature with triggered abilities.
func h543Crt(t *testing.T, name, mc string, p, tg int, ts ...ability.Triggered) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(p), Toughness: C(tg), Triggered: ts})
}

// h543Grove is a land "{T}: Add {G} to your mana pool. You gain 1 life."
func h543Grove(t *testing.T) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: "Sunlit Grove", Types: ability.Land, Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Green: 1}},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
}

// h543Ledger is an enchantment "Whenever you gain life, draw a card."
func h543Ledger(t *testing.T) *card.Definition {
	return h543Ench(t, "Bloom Ledger", ability.Triggered{Event: ability.YouGainLife, Effects: draw1})
}

// h543Ctl lists the controllers of the stack's items, top first.
func h543Ctl(g *game.Game) []game.PlayerID {
	var out []game.PlayerID
	for _, e := range g.Stack() {
		out = append(out, e.Controller)
	}
	return out
}

// h543Kinds lists the kinds of the stack's items, top first.
func h543Kinds(g *game.Game) []stack.Kind {
	var out []stack.Kind
	for _, e := range g.Stack() {
		out = append(out, e.Kind)
	}
	return out
}

// h543Lifes is every player's life total, in seat order.
func h543Lifes(g *game.Game) []int {
	var out []int
	for p := 0; p < g.NumPlayers(); p++ {
		out = append(out, g.Life(game.PlayerID(p)))
	}
	return out
}

// h543HandN is the number of cards in p's hand.
func h543HandN(g *game.Game, p game.PlayerID) int { return len(g.Zone(p, zone.Hand)) }

// ---------------------------------------------------------------------
// Part 1. Sources that change control or zone

// 1. Mind Tether (1/1, "When this enters, gain control of target
// creature an opponent controls for as long as you control Mind
// Tether"): a "for as long as" control effect (CR 611.2b) is not played,
// and Check says so rather than playing it as something else.
func TestH543RefusedForAsLongAsControl(t *testing.T) {
	d := card.Define(card.Definition{Name: "Mind Tether", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.WhileYouControlSource}}}}})
	err := d.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Triggered[0].Effects[0].Duration")
	require.Contains(t, err.Error(), "for as long as you control")
}

// 2. Alice pays for Harvest Offering ({G} sorcery, "As an additional
// cost to cast this spell, sacrifice an enchantment. Each opponent
// loses 2 life.") with her Sunlit Grove ("{T}: Add {G}. You gain 1
// life."): the mana ability's life gain triggers her Bloom Ledger
// ("Whenever you gain life, draw a card") in the middle of casting
// (CR 601.2g, 605.3a), and she then sacrifices the Ledger for the
// additional cost (CR 601.2h). The ability waits until the spell is cast
// and a player would receive priority (CR 603.3, 601.2i), goes on the
// stack above the spell and resolves first, though its source is gone
// (CR 112.7a): Alice draws before Bob loses life.
func TestH543ManaAbilityTriggerSourceSacrificedWhileCasting(t *testing.T) {
	offering := def(t, card.Definition{Name: "Harvest Offering", ManaCost: cost("{G}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Enchantment},
		Spell:               ability.Spell{Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, h543Grove(t))
	led := bf(t, g, 0, h543Ledger(t))
	o := hand(t, g, 0, offering)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 21, g.Life(0), "the Grove's mana paid the spell")
	require.Equal(t, 1, g.StackLen(), "the Ledger's ability waits (CR 603.3)")
	require.NoError(t, g.Apply(chooseObj(0, led)))
	require.True(t, gone(g, led))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, []stack.Kind{stack.TriggeredAbility, stack.Spell}, h543Kinds(g))
	before := h543HandN(g, 0)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, before+1, h543HandN(g, 0), "CR 112.7a: the ability resolves without its source")
	require.Equal(t, 20, g.Life(1), "the spell has not resolved yet")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 3. Chant Keeper (1/1, "Whenever you cast a spell, you gain 1 life")
// sacrificed to pay the additional cost of Bone Offering ({B} sorcery,
// "As an additional cost to cast this spell, sacrifice a creature. Draw
// a card.") is gone when the spell becomes cast (CR 601.2h, 601.2i): its
// ability doesn't trigger. A second Keeper that stays does. The
// sacrificed Keeper's own "When this dies, each opponent loses 1 life"
// triggered as the cost was paid and waited (CR 603.3): it goes on the
// stack with the other Keeper's ability, above the spell.
func TestH543CastTriggerSourceSacrificedAsCost(t *testing.T) {
	keeper := h543Crt(t, "Chant Keeper", "{1}{W}", 1, 1,
		ability.Triggered{Event: ability.YouCastSpell, Effects: gain(1)},
		ability.Triggered{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
	bone := def(t, card.Definition{Name: "Bone Offering", ManaCost: cost("{B}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature}, Spell: ability.Spell{Effects: draw1}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	k1 := bf(t, g, 0, keeper)
	k2 := bf(t, g, 0, keeper)
	b := hand(t, g, 0, bone)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, k1)))
	if g.Pending().Kind == game.DecideTriggerOrder {
		require.Len(t, g.PendingTriggers(0), 2)
		require.NoError(t, g.Apply(choose(0, 0)))
	}
	require.Equal(t, 3, g.StackLen(), "two abilities above the spell")
	require.Equal(t, stack.Spell, h543Kinds(g)[2])
	for _, e := range g.Stack()[:2] {
		require.Equal(t, stack.TriggeredAbility, e.Kind)
	}
	require.False(t, gone(g, k2))
	resolve(t, g, nil)
	require.Equal(t, []int{21, 19}, h543Lifes(g))
}

// 4. Alice's Tithe Bell ("At the beginning of your upkeep, you may pay
// {1}. If you do, draw a card.") resolves. While she decides, she taps
// her Sunlit Grove for the payment (CR 605.3a, 608.2f): its life gain
// triggers her Bloom Ledger, which is not put on the stack in the middle
// of the resolution but once it is over and a player would receive
// priority (CR 603.3, 608.2). She pays with the Grove's {G} and draws;
// then the Ledger's ability resolves and she draws again.
func TestH543TriggerFromManaPaidMidResolutionWaits(t *testing.T) {
	bell := h543Ench(t, "Tithe Bell", ability.Triggered{Event: ability.YourUpkeep,
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true, PayMana: cost("{1}")}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	gr := bf(t, g, 0, h543Grove(t))
	bf(t, g, 0, bell)
	bf(t, g, 0, h543Ledger(t))
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: gr, Ability: 0}))
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, "the same decision waits")
	require.Len(t, g.PendingTriggers(0), 1, "the Ledger's ability waits")
	before := h543HandN(g, 0)
	require.NoError(t, g.Apply(choose(0, 1)))
	require.Equal(t, before+1, h543HandN(g, 0))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 1, g.StackLen(), "the Ledger's ability, put on the stack after the resolution")
	require.Equal(t, stack.TriggeredAbility, g.Stack()[0].Kind)
	resolve(t, g, nil)
	require.Equal(t, before+2, h543HandN(g, 0))
}

// 5. Mending Ledger: "Whenever you gain life, if your life total is less
// than your starting life total, draw a card." The condition is checked
// as the event happens, after the gain (CR 603.4): Alice, down to 15
// after Blood Price ("you lose 5 life"), gains 3 (18): it triggers. In
// response she gains 3 more (21): that gain doesn't trigger it, and the
// first ability, checking again as it resolves, does nothing (CR 603.4).
func TestH543LifeBelowStartingCheckedAfterGainAndOnResolution(t *testing.T) {
	ledger := h543Ench(t, "Mending Ledger", ability.Triggered{Event: ability.YouGainLife, If: ability.If(ability.LifeBelowStarting), Effects: draw1})
	salve := instant(t, "Quick Salve", "{W}", nil, gain(3)...)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, ledger)
	s1 := hand(t, g, 0, salve)
	s2 := hand(t, g, 0, salve)
	lands(t, g, 0, card.Swamp, 1)
	bp := hand(t, g, 0, sorcery(t, "Blood Price", "{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(5)}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, bp))
	resolve(t, g, nil)
	require.Equal(t, 15, g.Life(0))
	require.NoError(t, g.Cast(0, s1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, 1, g.StackLen(), "18 < 20: it triggered")
	require.NoError(t, g.Cast(0, s2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 1, g.StackLen(), "21 is not less than 20: no second trigger")
	before := h543HandN(g, 0)
	resolve(t, g, nil)
	require.Equal(t, before, h543HandN(g, 0), "CR 603.4: checked again, it does nothing")
}

// 6. Dawn Idol, an artifact: "At the beginning of your upkeep, if you
// control an artifact, you gain 3 life." It triggers in Alice's upkeep.
// In response Bob takes control of the Idol (Sudden Claim). The ability
// is still Alice's (CR 603.3a), and "you" in its condition is Alice: she
// controls no artifact now, so it does nothing (CR 603.4). With another
// artifact of hers (a Copper Trinket) it resolves for her, not for Bob.
func TestH543InterveningIfIsTheTriggerControllers(t *testing.T) {
	idol := def(t, card.Definition{Name: "Dawn Idol", ManaCost: cost("{3}"), Types: ability.Artifact, Triggered: []ability.Triggered{{
		Event: ability.YourUpkeep, If: ability.IfYouControl(ability.Artifact), Effects: gain(3)}}})
	trinket := def(t, card.Definition{Name: "Copper Trinket", ManaCost: cost("{1}"), Types: ability.Artifact})
	claim := instant(t, "Sudden Claim", "{1}{U}", []ability.TargetSpec{{Allow: ability.AllowArtifact}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	for _, withTrinket := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		i := bf(t, g, 0, idol)
		if withTrinket {
			bf(t, g, 0, trinket)
		}
		lands(t, g, 1, card.Island, 2)
		c := hand(t, g, 1, claim)
		require.NoError(t, g.Start(3, 0, game.Upkeep))
		require.Equal(t, 1, g.StackLen())
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Cast(1, c, obj(i)))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0))
		require.Equal(t, game.PlayerID(1), info(t, g, i).Controller)
		require.Equal(t, game.PlayerID(0), g.Stack()[0].Controller)
		resolve(t, g, nil)
		if withTrinket {
			require.Equal(t, []int{23, 20}, h543Lifes(g))
		} else {
			require.Equal(t, []int{20, 20}, h543Lifes(g))
		}
	}
}

// 7. Second Wind Ledger: "Whenever you gain life, if you control a
// creature, draw a card." Rally Cry ({W} sorcery: "You gain 2 life.
// Create a 1/1 white Soldier creature token.") gains the life before the
// token exists: as the event happens Alice controls no creature, so the
// ability doesn't trigger at all (CR 603.4), though the condition holds
// by the time a player would receive priority. Cast again, with the
// first token there, it triggers and draws.
func TestH543InterveningIfCheckedAtEventNotAtStacking(t *testing.T) {
	ledger := h543Ench(t, "Second Wind Ledger", ability.Triggered{Event: ability.YouGainLife, If: ability.IfYouControl(ability.Creature), Effects: draw1})
	rally := sorcery(t, "Rally Cry", "{W}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: card.SoldierToken})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, ledger)
	r1 := hand(t, g, 0, rally)
	r2 := hand(t, g, 0, rally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 0, g.StackLen(), "no creature as the life was gained")
	require.NoError(t, g.Cast(0, r2))
	before := h543HandN(g, 0)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, before+1, h543HandN(g, 0))
}

// 8. Echo Chanter: "Whenever you cast a creature spell, if you've cast
// another spell this turn, draw a card." The first spell of the turn, a
// creature, doesn't trigger it (CR 603.4); a second creature spell does,
// and the ability goes on the stack above that spell and resolves first
// (CR 601.2i, 603.3, 405.5): Alice draws while the creature is still on
// the stack. An instant cast afterwards is no creature spell (Match).
func TestH543CastTriggerAnotherSpellThisTurn(t *testing.T) {
	chanter := h543Ench(t, "Echo Chanter", ability.Triggered{Event: ability.YouCastSpell,
		Match: ability.Filter{Types: ability.Creature}, If: ability.If(ability.YouCastAnotherSpellThisTurn), Effects: draw1})
	bear := creature(t, "Plains Bear", "{W}", 2, 2, 0, "Bear")
	salve := instant(t, "Quick Salve", "{W}", nil, gain(3)...)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	bf(t, g, 0, chanter)
	b1 := hand(t, g, 0, bear)
	b2 := hand(t, g, 0, bear)
	s := hand(t, g, 0, salve)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b1))
	require.Equal(t, 1, g.StackLen(), "the first spell: no trigger")
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, b2))
	require.Equal(t, []stack.Kind{stack.TriggeredAbility, stack.Spell}, h543Kinds(g))
	before := h543HandN(g, 0)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, before+1, h543HandN(g, 0))
	require.Equal(t, []stack.Kind{stack.Spell}, h543Kinds(g), "the creature spell still waits")
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, s))
	require.Equal(t, 1, g.StackLen(), "an instant is not a creature spell")
	resolve(t, g, nil)
}

// ---------------------------------------------------------------------
// Part 2. "Becomes the target", APNAP order and targets that can't be
// chosen

// h543Totem is an enchantment "Whenever a creature you control becomes
// the target of a spell or ability an opponent controls, you gain 2
// life."
func h543Totem(t *testing.T) *card.Definition {
	return h543Ench(t, "Warding Totem", ability.Triggered{Event: ability.BecomesTargetOfOpponent,
		Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide}, Effects: gain(2)})
}

// h543TwinBlight is "{B} instant: Target creature gets -1/-1 until end
// of turn. Target creature gets -1/-1 until end of turn." (two words
// "target", CR 114.3).
func h543TwinBlight(t *testing.T) *card.Definition {
	return instant(t, "Twin Blight", "{B}",
		[]ability.TargetSpec{ability.TargetCreature, {Allow: ability.AllowCreature, OwnWord: true}},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -1, Toughness: -1},
		ability.Effect{Op: ability.OpModify, Target: 1, Power: -1, Toughness: -1})
}

// 9. Alice casts Twin Blight with both targets on Bob's 3/3 Ox (CR
// 114.3 allows it: two words "target"). Bob's Warding Totem triggers as
// the Ox becomes a target (CR 601.2c), once: it becomes the target of
// that one spell once (CR 603.2c). The ability waits until the spell is
// cast and goes on the stack above it (CR 601.2c, 603.3): Bob gains 2
// while the spell is still on the stack; then the Ox is 1/1.
func TestH543BecomesTargetTwiceByOneSpellTriggersOnce(t *testing.T) {
	ox := creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	o := bf(t, g, 1, ox)
	bf(t, g, 1, h543Totem(t))
	tb := hand(t, g, 0, h543TwinBlight(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tb, obj(o), obj(o)))
	require.Equal(t, []stack.Kind{stack.TriggeredAbility, stack.Spell}, h543Kinds(g))
	require.Equal(t, []game.PlayerID{1, 0}, h543Ctl(g))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 22, g.Life(1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, o), "the spell waits")
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, o))
	require.Equal(t, 22, g.Life(1))
}

// 10. Two-Headed Giant: Alice and Bob against Carol and Dave, Carol's
// turn. Alice and Bob each have a Warding Totem; Bob has an Ox. Carol's
// Twin Blight at the Ox triggers Bob's Totem only: "a creature you
// control" is Bob's, not his teammate's (teammates' permanents are not
// shared, CR 810.5), and the gain goes to the team's shared life total
// (CR 810.9). Then Alice's Heal Touch ({W} instant: "target creature
// gets +1/+1 until end of turn") at the Ox triggers nothing: a teammate
// is not an opponent (CR 102.3).
func TestH543BecomesTargetTwoHeaded(t *testing.T) {
	ox := creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox")
	touch := instant(t, "Heal Touch", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, h543Totem(t))
	bf(t, g, 1, h543Totem(t))
	o := bf(t, g, 1, ox)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 2, card.Swamp, 1)
	tb := hand(t, g, 2, h543TwinBlight(t))
	ht := hand(t, g, 0, touch)
	require.NoError(t, g.Start(3, 2, game.Main1))
	require.Equal(t, 30, g.Life(1))
	require.NoError(t, g.Cast(2, tb, obj(o), obj(o)))
	require.Equal(t, []game.PlayerID{1, 2}, h543Ctl(g), "Bob's Totem only")
	resolve(t, g, nil)
	require.Equal(t, 32, g.Life(1))
	require.Equal(t, 32, g.Life(0), "the team's shared life (CR 810.9)")
	require.Equal(t, [2]int{1, 1}, pt(t, g, o))
	// Alice, with priority in Carol's main phase, targets her teammate's Ox.
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(0), g.Pending().Player, g.Prompt(game.English))
	require.NoError(t, g.Cast(0, ht, obj(o)))
	require.Equal(t, 1, g.StackLen(), "a teammate is no opponent")
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, o))
	require.Equal(t, 32, g.Life(1))
}

// 11. Three players, Bob's turn. Bob casts Herald of Chains (2/2, "When
// this enters, tap target creature"); Alice, Bob and Carol each have a
// Welcome Shrine ("Whenever another creature enters, you gain 1 life").
// In APNAP order Bob puts his two abilities on the stack first, then
// Carol her one, then Alice (CR 603.3b, 101.4). Bob's Herald targets
// Alice's Ox: her Warding Totem triggers while the abilities are being
// put on the stack, and goes on the stack after all of them, in a round
// of its own (CR 603.3b). Top first: Alice's Totem, Alice's Shrine,
// Carol's Shrine, Bob's two.
func TestH543ThreePlayersAPNAPWithTargetingRound(t *testing.T) {
	herald := h543Crt(t, "Herald of Chains", "{1}{W}", 2, 2, ability.Triggered{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpTap, Target: 0}}})
	shrine := h543Ench(t, "Welcome Shrine", ability.Triggered{Event: ability.AnotherCreatureEnters, Effects: gain(1)})
	ox := creature(t, "Alice's Ox", "{2}{G}", 3, 3, 0, "Ox")
	g := newGame(t, 3)
	libs(t, g, 5)
	for p := 0; p < 3; p++ {
		bf(t, g, game.PlayerID(p), shrine)
	}
	o := bf(t, g, 0, ox)
	bf(t, g, 0, h543Totem(t))
	lands(t, g, 1, card.Plains, 2)
	h := hand(t, g, 1, herald)
	require.NoError(t, g.Start(3, 1, game.Main1))
	require.NoError(t, g.Cast(1, h))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the active player first")
	// Bob puts the Herald's ability first (bottom), choosing Alice's Ox.
	pick := -1
	for i, ti := range g.PendingTriggers(1) {
		if ti.Card == herald {
			pick = i
		}
	}
	require.GreaterOrEqual(t, pick, 0)
	require.NoError(t, g.Apply(choose(1, pick)))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(1, obj(o))))
	for i := 0; i < 10 && g.Pending().Kind != game.DecidePriority; i++ {
		idleAnswer(t, g, g.Pending(), "apnap")
	}
	require.Equal(t, []game.PlayerID{0, 0, 2, 1, 1}, h543Ctl(g))
	require.Equal(t, h543Totem(t).Name, g.Stack()[0].Card.Name)
	require.Equal(t, shrine, g.Stack()[1].Card)
	require.Equal(t, herald, g.Stack()[4].Card)
	resolve(t, g, nil)
	require.Equal(t, []int{23, 21, 21}, h543Lifes(g))
	require.True(t, info(t, g, o).Tapped)
}

// h543Cinder is a red enchantment "Whenever you cast a spell, Cinder
// Shrine deals 1 damage to target creature."
func h543Cinder(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Cinder Shrine", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
}

// 12. Alice's red Cinder Shrine triggers as she casts a Plains Bear (the
// spell is on the stack, no creature yet). Bob's only creature, a Scarlet
// Ward Knight, has protection from red and can't be its target
// (CR 702.16b): with no legal target the ability is removed as it would
// be put on the stack (CR 603.3d); no decision is asked. Next turn,
// with her first Bear on the battlefield, the target must be chosen and
// the Bear is the only legal one: "target creature" is not "up to one",
// so she targets her own Bear (CR 603.3d, 601.2c), which is dealt 1.
func TestH543CastTriggerTargetForcedOrRemoved(t *testing.T) {
	knight := def(t, card.Definition{Name: "Scarlet Ward Knight", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Knight"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red)}}})
	bear := creature(t, "Plains Bear", "{W}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, h543Cinder(t))
	k := bf(t, g, 1, knight)
	b1 := hand(t, g, 0, bear)
	b2 := hand(t, g, 0, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, []stack.Kind{stack.Spell}, h543Kinds(g), "CR 603.3d: removed")
	resolve(t, g, nil)
	first := find(t, g, 0, bear)
	require.NotZero(t, first)
	require.NoError(t, g.Cast(0, b2))
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.Error(t, g.Apply(targets(0, obj(k))), "protection from red (CR 702.16b)")
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(first))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, info(t, g, first).Damage)
	resolve(t, g, nil)
	require.Equal(t, 0, info(t, g, k).Damage)
}

// 13. While Alice casts Green Blight ({G}: "target creature gets -1/-1
// until end of turn") at Bob's Ox, paying with her Sunlit Grove, three
// abilities trigger: her Bloom Ledger (the Grove's life gain, CR 605.3a), her Cinder Shrine (the spell is cast, CR 601.2i) and
// Bob's Warding Totem (the Ox became a target, CR 601.2c). All wait
// until the spell is cast (CR 603.3); then Alice, the active player,
// puts her two on the stack in the order she chooses, and Bob his on top
// (CR 603.3b, 101.4). The Shrine's ability, targeting the Ox, makes the
// Totem trigger again while the abilities are being put on the stack: a
// round of its own, on top (CR 603.3b). Bob's two resolve first.
func TestH543TriggersWhileCastingAPNAP(t *testing.T) {
	ox := creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox")
	blight := instant(t, "Green Blight", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -1, Toughness: -1})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, h543Grove(t))
	bf(t, g, 0, h543Ledger(t))
	bf(t, g, 0, h543Cinder(t))
	o := bf(t, g, 1, ox)
	bf(t, g, 1, h543Totem(t))
	tb := hand(t, g, 0, blight)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tb, obj(o)))
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Len(t, g.PendingTriggers(0), 2)
	require.Len(t, g.PendingTriggers(1), 1)
	require.Equal(t, 1, g.StackLen(), "nothing above the spell yet")
	for i := 0; i < 10 && g.Pending().Kind != game.DecidePriority; i++ {
		switch d := g.Pending(); d.Kind {
		case game.DecideTargets:
			require.NoError(t, g.Apply(targets(d.Player, obj(o))))
		default:
			idleAnswer(t, g, d, "casting")
		}
	}
	require.Equal(t, []game.PlayerID{1, 1, 0, 0, 0}, h543Ctl(g))
	require.Equal(t, stack.Spell, g.Stack()[4].Kind)
	for i := 0; i < 2; i++ {
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
	}
	require.Equal(t, 24, g.Life(1), "Bob's two Totem abilities first")
	require.Equal(t, 0, info(t, g, o).Damage)
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, o))
	require.Equal(t, 1, info(t, g, o).Damage)
}

// 14. Bob's Toll Gate: "Creatures your opponents control can't attack
// or block unless their controller pays {1} for each of them" (CR
// 508.1d). As
// Alice declares her Raider (a 2/2 with "Whenever this attacks, you
// gain 1 life"), she taps her Sunlit Grove for the cost first (CR
// 508.1i, 605.3a): its life gain triggers her Bloom Ledger, which waits
// until the declaration is over (CR 603.3, 508.3a). The Ledger's and the
// Raider's abilities then go on the stack together, in the order Alice
// chooses (CR 603.3b): neither is on the stack before she declares. The
// Raider's own gain later triggers the Ledger a second time.
func TestH543TriggerFromAttackCostManaWaits(t *testing.T) {
	gate := def(t, card.Definition{Name: "Toll Gate", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup,
			Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, AttackBlockTax: 1}}})
	raider := h543Crt(t, "Toll Raider", "{1}{R}", 2, 2, ability.Triggered{Event: ability.Attacks, Effects: gain(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	gr := bf(t, g, 0, h543Grove(t))
	bf(t, g, 0, h543Ledger(t))
	r := bf(t, g, 0, raider)
	bf(t, g, 1, gate)
	require.NoError(t, g.Start(3, 0, game.BeginCombat))
	for i := 0; i < 10 && g.Pending().Kind != game.DecideAttackers; i++ {
		idleAnswer(t, g, g.Pending(), "to attackers")
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: gr, Ability: 0}))
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind, "the declaration waits; the Ledger's ability too")
	require.Equal(t, 0, g.StackLen())
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind, g.Prompt(game.English))
	require.Len(t, g.PendingTriggers(0), 2)
	require.Equal(t, 0, g.StackLen())
	n := h543HandN(g, 0)
	require.NoError(t, g.Apply(choose(0, 0)))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, n+2, h543HandN(g, 0), "the Raider's gain triggered the Ledger again")
}

// ---------------------------------------------------------------------
// Part 3. "Sacrifice this" conditions, "you may", Two-Headed Giant life

// h543Hermit is a 3/3 "At the beginning of your upkeep, if you control
// no other creatures, sacrifice Lone Hermit." The vocabulary has no
// state triggers ("when you control no other creatures, sacrifice
// this", CR 603.8); this upkeep form is how a card of one's own says it.
func h543Hermit(t *testing.T) *card.Definition {
	return h543Crt(t, "Lone Hermit", "{1}{G}", 3, 3, ability.Triggered{Event: ability.YourUpkeep,
		If:      ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature, Other: true}},
		Effects: []ability.Effect{{Op: ability.OpSacrifice, Subject: ability.SubjectSelf}}})
}

// 15. Lone Hermit alone triggers in Alice's upkeep (CR 603.4). In
// response she flashes in a Flash Sprite: as the ability resolves she
// controls another creature, so it does nothing (CR 603.4) and the
// Hermit stays. Without the Sprite it is sacrificed.
func TestH543HermitConditionCheckedAgain(t *testing.T) {
	sprite := def(t, card.Definition{Name: "Flash Sprite", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flash})
	for _, respond := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		h := bf(t, g, 0, h543Hermit(t))
		lands(t, g, 0, card.Forest, 1)
		sp := hand(t, g, 0, sprite)
		require.NoError(t, g.Start(3, 0, game.Upkeep))
		require.Equal(t, 1, g.StackLen())
		if respond {
			require.NoError(t, g.Cast(0, sp))
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Pass(1))
			require.NotZero(t, find(t, g, 0, sprite))
		}
		resolve(t, g, nil)
		require.Equal(t, respond, !gone(g, h))
	}
}

// 16. Lone Hermit's ability is on the stack when Bob takes the Hermit
// (Sudden Claim for creatures). The ability is still Alice's (CR
// 603.3a): she controls no other creature, so the condition holds, but
// only a permanent's controller can sacrifice it (CR 701.15a): Alice
// can't sacrifice Bob's Hermit, and Bob's ability never said to. The
// Hermit stays, Bob's.
func TestH543HermitStolenNotSacrificed(t *testing.T) {
	claim := instant(t, "Sudden Grasp", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := bf(t, g, 0, h543Hermit(t))
	lands(t, g, 1, card.Island, 2)
	c := hand(t, g, 1, claim)
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, c, obj(h)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), info(t, g, h).Controller)
	resolve(t, g, nil)
	require.False(t, gone(g, h))
	require.Equal(t, game.PlayerID(1), info(t, g, h).Controller)
}

// 17. Whisper Shrine: "Whenever you cast a spell, you may draw a card."
// The ability goes on the stack whatever Alice means to do (CR 603.5),
// above the spell; she declines as it resolves and draws nothing. On the
// second spell she accepts and draws.
func TestH543MayCastTriggerDeclined(t *testing.T) {
	shrine := h543Ench(t, "Whisper Shrine", ability.Triggered{Event: ability.YouCastSpell,
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true}}})
	salve := instant(t, "Quick Salve", "{W}", nil, gain(3)...)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, shrine)
	s1 := hand(t, g, 0, salve)
	s2 := hand(t, g, 0, salve)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s1))
	require.Equal(t, []stack.Kind{stack.TriggeredAbility, stack.Spell}, h543Kinds(g))
	n := h543HandN(g, 0)
	resolveAnswering(t, g, false)
	require.Equal(t, n, h543HandN(g, 0))
	require.Equal(t, 23, g.Life(0))
	require.NoError(t, g.Cast(0, s2))
	n = h543HandN(g, 0)
	resolveAnswering(t, g, true)
	require.Equal(t, n+1, h543HandN(g, 0))
}

// 18. Two-Headed Giant: gaining life happens to each player
// individually (CR 810.9). Alice's Mending Ledger ("Whenever you gain
// life, if your life total is less than your starting life total, draw
// a card") doesn't trigger when her teammate Bob gains life, though the
// team is below 30. An individual's life total is read as the team's
// (CR 810.9a), against the team's starting 30 (CR 810.4): after Carol's
// Team Drain ("each opponent loses 4 life": 30 - 8 = 22) and Bob's gain
// of 3 (25), Alice's own gain of 3 (28) triggers it; her second gain of
// 3 (31) doesn't.
func TestH543TwoHeadedGainIndividualConditionTeamLife(t *testing.T) {
	ledger := h543Ench(t, "Mending Ledger", ability.Triggered{Event: ability.YouGainLife, If: ability.If(ability.LifeBelowStarting), Effects: draw1})
	salve := instant(t, "Quick Salve", "{W}", nil, gain(3)...)
	drain := instant(t, "Team Drain", "{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(4)})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, ledger)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 2, card.Swamp, 1)
	a1 := hand(t, g, 0, salve)
	a2 := hand(t, g, 0, salve)
	b1 := hand(t, g, 1, salve)
	d := hand(t, g, 2, drain)
	require.NoError(t, g.Start(3, 2, game.Main1))
	// cast has p cast id in Carol's main phase, once Carol's team passed,
	// and resolves it; it returns the stack length right after the spell
	// resolved.
	cast := func(p game.PlayerID, id game.ObjectID) int {
		t.Helper()
		require.NoError(t, g.Pass(2))
		require.Equal(t, g.Team(p), g.Team(g.Pending().Player), g.Prompt(game.English))
		require.NoError(t, g.Cast(p, id))
		require.NoError(t, g.Pass(p))
		require.NoError(t, g.Pass(2))
		n := g.StackLen()
		resolve(t, g, nil)
		return n
	}
	require.NoError(t, g.Cast(2, d))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 0, cast(1, b1), "Bob's gain is not Alice's (CR 810.9)")
	require.Equal(t, 25, g.Life(0))
	n := h543HandN(g, 0)
	require.Equal(t, 1, cast(0, a1), "28 < 30")
	require.Equal(t, 28, g.Life(0))
	require.Equal(t, n, h543HandN(g, 0), "the Salve cast, a card drawn")
	require.Equal(t, 0, cast(0, a2), "31 is not below 30")
	require.Equal(t, 31, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. What Check refuses, and a granted activated ability's "other"

// 19. Triggered abilities Check refuses, each with an error naming the
// field and saying why: "whenever you cast a spell" whose Match wants an
// opponent's spell (the caster always controls it, CR 601.2a); an
// intervening "if" about the defending player on an upkeep trigger
// (there is none, CR 506.2); an "if" about the event's card used as an
// intervening "if" (CR 603.4: it reads the card as an effect's "if"); a
// Match on "at the beginning of your upkeep" (no event object, CR
// 603.2b); a subtype "if" mixed with another kind of condition.
func TestH543RefusedTriggerConditions(t *testing.T) {
	cases := []struct {
		tr    ability.Triggered
		field string
	}{
		{ability.Triggered{Event: ability.YouCastSpell, Match: ability.Filter{Side: ability.OpponentSide}, Effects: draw1}, "Triggered[0].Match.Side"},
		{ability.Triggered{Event: ability.YourUpkeep, If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall", Effects: draw1}, "Triggered[0].If.Kind"},
		{ability.Triggered{Event: ability.PlayerDiscards, If: ability.Condition{Kind: ability.EventCardHasSubtype, Subtype: "Zombie"}, Effects: draw1}, "Triggered[0].If.Kind"},
		{ability.Triggered{Event: ability.YourUpkeep, Match: ability.Filter{Types: ability.Creature}, Effects: draw1}, "Triggered[0].Match"},
		{ability.Triggered{Event: ability.YourUpkeep, If: ability.IfYouControl(ability.Artifact), IfControlSubtype: "Swamp", Effects: draw1}, "Triggered[0].IfControlSubtype"},
	}
	for i, c := range cases {
		d := card.Define(card.Definition{Name: "Odd Shrine", ManaCost: cost("{2}"), Types: ability.Enchantment, Triggered: []ability.Triggered{c.tr}})
		err := d.Check()
		require.Error(t, err, "case %d", i)
		require.Contains(t, err.Error(), c.field, "case %d", i)
	}
}

// 20. The contrast to the tests below: Rally Mantle, an Aura,
// "Enchanted creature has '{T}: Other creatures you control get +1/+1
// until end of turn.'" The granted activated ability's source is the
// enchanted Ox (CR 112.7, 602.1), so "other" leaves the Ox out: the Bear
// gets +1/+1, the Ox doesn't.
func TestH543GrantedActivatedOtherIsTheHost(t *testing.T) {
	aura := def(t, card.Definition{Name: "Rally Mantle", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll, Power: 1, Toughness: 1,
				Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}}}}}}})
	g, o, b := h543OxBear(t, aura)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, o, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, o))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
}

// ---------------------------------------------------------------------
// A fault found with these cards, fixed; every test below failed before
// the fix.
//
// A triggered ability an Aura, Equipment or other permanent grants
// ("Equipped creature has '...'", "Sliver creatures you control have
// '...'") is the ability of the permanent it is granted to: that
// permanent is its source (CR 112.7, 112.1a). The engine used to read
// "another"/"other" (Group.Other) in the ability's intervening "if" and
// in its SubjectAll effects against the granting card instead, so the
// host itself counted as "another creature". Granted activated
// abilities got it right (test 20).

// h543OxBear is a two-player game in which Alice controls a 3/3 Ox,
// with attached (an Aura or Equipment) on it, and a 2/2 Bear.
func h543OxBear(t *testing.T, attached *card.Definition) (g *game.Game, ox, bear game.ObjectID) {
	t.Helper()
	g = newGame(t, 2)
	libs(t, g, 5)
	ox = bf(t, g, 0, creature(t, "Alice's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	bear = bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, attached, game.PutOptions{AttachedTo: ox})
	return g, ox, bear
}

// h543Equip is "Equip {1}" (CR 702.6a).
func h543Equip() ability.Activated {
	return ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}
}

// 21. Lonely Banner, Equipment: "Equipped creature has 'At the beginning
// of your upkeep, if you control another creature, you gain 2 life.'"
// The granted ability is the equipped creature's: its source is the
// creature it was granted to (CR 112.7, 112.1a), so "another creature"
// is a creature other than the equipped one. Alice's only creature is the
// equipped Ox: the condition is false as her upkeep begins and the
// ability doesn't trigger (CR 603.4). With a second creature it does.
func TestH543GrantedUpkeepAnotherCreature(t *testing.T) {
	banner := def(t, card.Definition{Name: "Lonely Banner", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.UpkeepOfAttachedController, OfAttached: true,
			If:      ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Other: true}},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}},
		Activated: []ability.Activated{h543Equip()}})
	ox := creature(t, "Alice's Ox", "{2}{G}", 3, 3, 0, "Ox")
	for _, second := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		o := bf(t, g, 0, ox)
		bf(t, g, 0, banner, game.PutOptions{AttachedTo: o})
		if second {
			bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
		}
		require.NoError(t, g.Start(3, 0, game.Upkeep))
		resolve(t, g, nil)
		if second {
			require.Equal(t, 22, g.Life(0))
		} else {
			require.Equal(t, 20, g.Life(0), "the equipped Ox is not another creature")
		}
	}
}

// 22. Hive Beacon, an enchantment: "Sliver creatures you control have
// 'When this creature enters the battlefield, if you control another
// Sliver, you gain 2 life.'" The ability is the entering Sliver's (CR
// 112.7, 112.1a: granted with "have"), so "another Sliver" is a Sliver
// other than it. Alice casts her first Sliver: no other Sliver, no
// trigger (CR 603.4). Her second Sliver sees the first: 2 life.
func TestH543GrantedEnterAnotherSliver(t *testing.T) {
	beacon := h543Ench(t, "Hive Beacon", ability.Triggered{Event: ability.PermanentEnters, OfEventObject: true,
		Match:   ability.Filter{Types: ability.Creature, Subtype: "Sliver", Side: ability.YourSide},
		If:      ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Subtype: "Sliver", Other: true}},
		Effects: gain(2)})
	sliver := creature(t, "Plain Sliver", "{W}", 1, 1, 0, "Sliver")
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, beacon)
	s1 := hand(t, g, 0, sliver)
	s2 := hand(t, g, 0, sliver)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s1))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "the first Sliver is not another Sliver")
	require.NoError(t, g.Cast(0, s2))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 23. Mourning Crest, an Aura: "Enchanted creature has 'Whenever
// another creature dies, if you control another creature, you gain 2
// life.'" Alice's enchanted Ox and her Bear; Bob's Doom Pin kills the
// Bear. As it dies, Alice controls no creature other than the Ox, whose
// ability this is (CR 112.7): the ability doesn't trigger (CR 603.4).
func TestH543GrantedDiesAnotherCreature(t *testing.T) {
	crest := def(t, card.Definition{Name: "Mourning Crest", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{Types: ability.Creature, Another: true},
			If:      ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Other: true}},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}}})
	g, _, b := h543OxBear(t, crest)
	lands(t, g, 1, card.Swamp, 1)
	pin := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pin, obj(b)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.True(t, gone(g, b))
	require.Equal(t, 0, g.StackLen(), "no creature other than the Ox")
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
}

// 24. Rally Banner, Equipment: "Equipped creature has 'At the beginning
// of your upkeep, other creatures you control get +1/+1 until end of
// turn.'" "Other" is other than the equipped Ox, whose ability it is
// (CR 112.7): the Bear gets +1/+1, the Ox doesn't.
func TestH543GrantedUpkeepOtherCreaturesPumped(t *testing.T) {
	banner := def(t, card.Definition{Name: "Rally Banner", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.UpkeepOfAttachedController, OfAttached: true,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll, Power: 1, Toughness: 1,
				Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}}}}},
		Activated: []ability.Activated{h543Equip()}})
	g, o, b := h543OxBear(t, banner)
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, o))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
}
