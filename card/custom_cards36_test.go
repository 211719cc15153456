// Custom cards, set number 36: triggered abilities of one's own in
// unusual timing (CR 603). Delayed triggered abilities ("at the beginning
// of your next upkeep") created by spells, by "dies" abilities of tokens
// and of stolen creatures, by abilities activated from the graveyard and
// by abilities whose source was sacrificed, with their cards moved or
// gone (CR 603.7); triggers in the cleanup step and the extra cleanup
// steps they cause (CR 514.3a), with the legend rule and control effects
// ending there; "at the beginning of combat on your turn" in a
// free-for-all and in Two-Headed Giant; end-step abilities with players
// gone and intervening "if" clauses (CR 603.4); abilities whose source
// leaves with, or after, the event (CR 603.10a, 112.7a) or changes
// control before they go on the stack (CR 603.3a); triggered abilities
// without legal targets (CR 603.3d); combat damage triggers with double
// strike, trample, planeswalkers and Two-Headed Giant's choice of the
// defending player dealt damage; "whenever you gain life" in Two-Headed
// Giant (CR 810.9); APNAP order with three and four players, with the
// active player gone, and for teams (CR 101.4, 603.3b, 805.7); saves,
// loads and clones with triggers waiting; and, at the end, definitions
// Check accepts that the engine misplays (skipped, each saying what is
// wrong).

package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// ---------------------------------------------------------------------
// Helpers

// h517Crt is a checked creature card with triggered abilities.
func h517Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(p), Toughness: C(tg), Keywords: kw, Triggered: ts})
}

// h517Ench is a checked enchantment with triggered abilities.
func h517Ench(t *testing.T, name string, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Enchantment, Triggered: ts})
}

// h517Draw is "Who draws n cards".
func h517Draw(who ability.Who, n int) ability.Effect {
	return ability.Effect{Op: ability.OpDraw, Who: who, Amount: ability.N(n)}
}

// h517Gain is "Who gains n life".
func h517Gain(who ability.Who, n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: who, Amount: ability.N(n)}
}

// h517Lose is "Who loses n life".
func h517Lose(who ability.Who, n int) ability.Effect {
	return ability.Effect{Op: ability.OpLoseLife, Who: who, Amount: ability.N(n)}
}

// h517On is a triggered ability on event ev with effects es.
func h517On(ev ability.Event, es ...ability.Effect) ability.Triggered {
	return ability.Triggered{Event: ev, Effects: es}
}

// h517To passes idly (no attacks, no blocks, first trigger order) until
// step s of turn n has priority with an empty stack.
func h517To(t *testing.T, g *game.Game, n int, s game.Step) {
	t.Helper()
	for i := 0; i < 600; i++ {
		d := g.Pending()
		if g.Over() || g.Turn() == n && g.Step() == s && d.Kind == game.DecidePriority && g.StackLen() == 0 {
			return
		}
		idleAnswer(t, g, d, "h517To")
	}
	t.Fatalf("h517To: never reached turn %d step %v (at turn %d %v)", n, s, g.Turn(), g.Step())
}

// h517Until passes idly until a player has priority in step s of turn
// n, whatever is on the stack.
func h517Until(t *testing.T, g *game.Game, n int, s game.Step) {
	t.Helper()
	for i := 0; i < 600; i++ {
		d := g.Pending()
		if g.Over() || g.Turn() == n && g.Step() == s && d.Kind == game.DecidePriority {
			return
		}
		idleAnswer(t, g, d, "h517Until")
	}
	t.Fatalf("h517Until: never reached turn %d step %v (at turn %d %v)", n, s, g.Turn(), g.Step())
}

// h517Controllers lists the controllers of the stack's items, top first.
func h517Controllers(g *game.Game) []game.PlayerID {
	var out []game.PlayerID
	for _, e := range g.Stack() {
		out = append(out, e.Controller)
	}
	return out
}

// h517Lives returns every player's life total.
func h517Lives(g *game.Game) []int {
	out := make([]int, g.NumPlayers())
	for p := range out {
		out[p] = g.Life(game.PlayerID(p))
	}
	return out
}

// h517Hands returns every player's hand size.
func h517Hands(g *game.Game) []int {
	out := make([]int, g.NumPlayers())
	for p := range out {
		out[p] = g.ZoneLen(game.PlayerID(p), zone.Hand)
	}
	return out
}

// ---------------------------------------------------------------------
// Part 1. Delayed triggered abilities (CR 603.7)

// 1. Borrowed Insight: {U} instant, "Draw two cards at the beginning of
// your next upkeep." Cast in Bob's turn, the spell creates the delayed
// ability (CR 603.7a, 603.7d: its source is the spell, its controller
// Alice); it triggers once, at Alice's next upkeep (CR 603.7b), not at
// the end of Bob's turn, and not again at her upkeep after.
func TestH517SpellDelayedDraw(t *testing.T) {
	insight := def(t, card.Definition{Name: "Borrowed Insight", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell:     ability.Spell{Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
		Triggered: []ability.Triggered{h517On(ability.AtOwnersNextUpkeep, h517Draw(ability.WhoYou, 2))}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 1)
	s := hand(t, g, 0, insight)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	require.Equal(t, []int{0, 0}, h517Hands(g))
	h517To(t, g, 3, game.Upkeep)
	// The delayed ability resolved in the upkeep (before the draw step).
	require.Equal(t, []int{2, 0}, h517Hands(g), "two cards at Alice's next upkeep")
	h517To(t, g, 5, game.Main1)
	// Turn 3's and turn 5's draw steps: the delayed ability is gone.
	require.Equal(t, 4, g.ZoneLen(0, zone.Hand), "it triggers once only")
}

// 2. Ashen Wisp: a 1/1 token, "When this creature dies, draw a card at
// the beginning of your next upkeep." The token ceases to exist in the
// graveyard (CR 704.5d) long before the delayed ability triggers; the
// ability still triggers and resolves (CR 603.7a, 603.7e: its source is
// the token, its controller Alice, whatever became of the token).
func TestH517TokenDelayedAfterCeasing(t *testing.T) {
	wisp := h517Crt(t, "Ashen Wisp", "", 1, 1, 0,
		h517On(ability.Dies, ability.Effect{Op: ability.OpDelayTrigger}),
		h517On(ability.AtOwnersNextUpkeep, h517Draw(ability.WhoYou, 1)))
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 1, card.Swamp, 1)
	w := bf(t, g, 0, wisp, game.PutOptions{Token: true})
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(w)))
	resolve(t, g, nil)
	require.True(t, left(g, w), "the token is gone (CR 704.5d)")
	h517To(t, g, 4, game.Upkeep)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the delayed ability drew at Alice's next upkeep")
}

// 3. Cinder Roc, Bob's 2/2: "When Cinder Roc dies, at the beginning of
// its owner's next upkeep, return it to the battlefield tapped under its
// owner's control and you gain 2 life." Alice controls it and it dies in
// her turn: the "dies" ability is hers (CR 603.3a, 603.10a), so is the
// delayed ability it creates (CR 603.7e); it waits for Bob's upkeep (the
// card's owner), returns the Roc to Bob, and "you" is Alice (CR 109.5).
func TestH517StolenDelayedReturnController(t *testing.T) {
	roc := h517Crt(t, "Cinder Roc", "{2}{R}", 2, 2, 0,
		h517On(ability.Dies, ability.Effect{Op: ability.OpDelayTrigger}),
		h517On(ability.AtOwnersNextUpkeep, ability.Effect{Op: ability.OpReturnSelfTapped}, h517Gain(ability.WhoYou, 2)))
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Swamp, 1)
	r := bf(t, g, 1, roc, game.PutOptions{Controller: 0, SetController: true})
	doom := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, doom, obj(r)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r))
	h517Until(t, g, 3, game.Upkeep)
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, []game.PlayerID{0}, h517Controllers(g), "the delayed ability is Alice's")
	resolve(t, g, nil)
	id := mustFollow(t, g, r)
	o := info(t, g, id)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller, "under its owner's control")
	require.True(t, o.Tapped)
	require.Equal(t, []int{22, 20}, h517Lives(g))
}

// 4. Grave Beacon, a 2/2 creature card: "{1}{B}: At the beginning of your
// next upkeep, return Grave Beacon from your graveyard to the battlefield
// tapped", activated from the graveyard. The card is exiled and so is a
// new object (CR 400.7) before the delayed ability resolves: it finds
// nothing to return (CR 603.7c) — nor does it come back from exile.
func TestH517GraveyardDelayedCardMoved(t *testing.T) {
	beacon := def(t, card.Definition{Name: "Grave Beacon", ManaCost: cost("{1}{B}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(2), Toughness: C(2),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}{B}")},
			Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}}},
		Triggered: []ability.Triggered{h517On(ability.AtOwnersNextUpkeep, ability.Effect{Op: ability.OpReturnSelfTapped})}})
	exileCard := instant(t, "Scatter Ash", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	for _, moved := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 10)
		lands(t, g, 0, card.Swamp, 2)
		lands(t, g, 1, card.Swamp, 1)
		b := put(t, g, 0, zone.Graveyard, beacon)
		x := hand(t, g, 1, exileCard)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, b, 0))
		resolve(t, g, nil)
		if moved {
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Cast(1, x, obj(b)))
			resolve(t, g, nil)
			require.Equal(t, zone.Exile, zoneOf(t, g, b))
		}
		h517To(t, g, 4, game.Upkeep)
		if moved {
			require.Equal(t, zone.Exile, zoneOf(t, g, b), "the exiled card is a new object: left alone")
		} else {
			o := info(t, g, mustFollow(t, g, b))
			require.Equal(t, zone.Battlefield, o.Zone)
			require.True(t, o.Tapped)
		}
	}
}

// ---------------------------------------------------------------------
// Part 2. The cleanup step (CR 514)

// 5. Spiteful Ledger (Bob's enchantment): "Whenever an opponent discards
// a card, that player loses 1 life." Alice ends her turn with nine cards
// and discards two in the cleanup step (CR 514.1): the Ledger triggers
// twice (CR 603.2c), so players get priority in the cleanup step
// (CR 514.3a). Alice casts Surge of Sap ("target creature gets +2/+2
// until end of turn; draw two cards") on her 1/1 and Bob deals 2 damage
// to it. After the stack empties another cleanup step begins: Alice has
// eight cards and discards one first (CR 514.1), then the damage is
// removed and the +2/+2 ends at the same time (CR 514.2), so the 1/1
// survives undamaged; the new discard triggers the Ledger again and a
// third cleanup step follows before Bob's turn.
func TestH517CleanupTriggersRepeat(t *testing.T) {
	ledger := h517Ench(t, "Spiteful Ledger", ability.Triggered{Event: ability.PlayerDiscards,
		Match: ability.Filter{Side: ability.OpponentSide}, Effects: []ability.Effect{h517Lose(ability.WhoEventPlayer, 1)}})
	surge := instant(t, "Surge of Sap", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2}, h517Draw(ability.WhoYou, 2))
	needle := instant(t, "Spark Needle", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Mountain, 1)
	bf(t, g, 1, ledger)
	spirit := bf(t, g, 0, creature(t, "Glass Spirit", "{W}", 1, 1, 0, "Spirit"))
	s := hand(t, g, 0, surge)
	for i := 0; i < 8; i++ {
		hand(t, g, 0, card.Plains)
	}
	n := hand(t, g, 1, needle)
	require.NoError(t, g.Start(2, 0, game.End))
	discard := func(k int) {
		for i := 0; i < k; i++ {
			for j := 0; j < 5 && g.Pending().Kind == game.DecidePriority; j++ {
				require.NoError(t, g.Pass(g.Pending().Player))
			}
			require.Equal(t, game.DecideDiscard, g.Pending().Kind, g.Prompt(game.English))
			var plains game.ObjectID
			for _, id := range g.Zone(0, zone.Hand) {
				if info(t, g, id).Card == card.Plains {
					plains = id
				}
			}
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: plains}))
		}
		for g.Pending().Kind == game.DecideTriggerOrder {
			require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
		}
	}
	discard(2)
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "priority in the cleanup step (CR 514.3a)")
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player first")
	require.Equal(t, 2, g.StackLen(), "one trigger per card discarded")
	require.NoError(t, g.Cast(0, s, obj(spirit)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, spirit))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, n, obj(spirit)))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, spirit).Damage)
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, 8, g.ZoneLen(0, zone.Hand))
	// Both pass with the stack empty: another cleanup step, whose
	// discard triggers the Ledger again.
	discard(1)
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, 2, g.Turn())
	require.Equal(t, 1, g.StackLen())
	require.False(t, gone(g, spirit), "damage removed as the +2/+2 ended (CR 514.2)")
	require.Equal(t, [2]int{1, 1}, pt(t, g, spirit))
	require.Equal(t, 0, info(t, g, spirit).Damage)
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(0))
	h517To(t, g, 3, game.Upkeep)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
}

// ---------------------------------------------------------------------
// Part 3. "At the beginning of combat on your turn" (CR 507.1, 603.2b)

// 6. War Drum: "At the beginning of combat on your turn, you gain 1 life."
// In a free-for-all of three it triggers only in its controller's turn
// (CR 507.1, 603.2b); in Two-Headed Giant the team's turn is both
// teammates' (CR 805.4), so both of Alice's team's Drums trigger in it,
// and Carol's in her team's.
func TestH517BeginningOfCombatYourTurn(t *testing.T) {
	drum := h517Ench(t, "War Drum", h517On(ability.YourBeginningOfCombat, h517Gain(ability.WhoYou, 1)))
	g := newGame(t, 3)
	libs(t, g, 10)
	for p := 0; p < 2; p++ {
		bf(t, g, game.PlayerID(p), drum)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	h517To(t, g, 2, game.Main2)
	require.Equal(t, []int{21, 20, 20}, h517Lives(g))
	h517To(t, g, 3, game.Main2)
	require.Equal(t, []int{21, 21, 20}, h517Lives(g))
	h517To(t, g, 4, game.Main2)
	require.Equal(t, []int{21, 21, 20}, h517Lives(g), "Carol's turn: neither Drum")

	g = newTwoHeaded(t)
	libs(t, g, 10)
	bf(t, g, 0, drum)
	bf(t, g, 1, drum)
	bf(t, g, 2, drum)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h517To(t, g, 2, game.Main2)
	require.Equal(t, []int{32, 32, 30, 30}, h517Lives(g), "both teammates' Drums (CR 805.4, 810.9)")
	h517To(t, g, 3, game.Main2)
	require.Equal(t, []int{32, 32, 31, 31}, h517Lives(g))
}

// 7. Rally Horn: "At the beginning of combat on your turn, target
// creature you control gets +1/+0 until end of turn." With no creature
// of Alice's (only Bob's), the ability has no legal target and is
// removed as it would be put on the stack, without a question
// (CR 603.3d); with one, it targets it (CR 601.2c).
func TestH517BeginningOfCombatNoTarget(t *testing.T) {
	horn := h517Ench(t, "Rally Horn", ability.Triggered{Event: ability.YourBeginningOfCombat,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 1}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	bf(t, g, 0, horn)
	theirs := bf(t, g, 1, creature(t, "Idle Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.BeginCombat, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "no target to ask for")
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, [2]int{2, 2}, pt(t, g, theirs))

	g = newGame(t, 2)
	libs(t, g, 10)
	bf(t, g, 0, horn)
	mine := bf(t, g, 0, creature(t, "Keen Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 1, creature(t, "Idle Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(mine))))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 2}, pt(t, g, mine))
}

// ---------------------------------------------------------------------
// Part 4. "Whenever you gain life" in Two-Headed Giant (CR 810.9)

// 8. Pridewarden: "Whenever you gain life, put a +1/+1 counter on
// Pridewarden." In Two-Headed Giant life is gained by each player
// individually and the result applied to the team's total (CR 810.9):
// Alice's "you gain 3 life" triggers only her Pridewarden, not her
// teammate Bob's; "each player gains 1 life" triggers all three, and
// each team's total grows by 2 (one for each of its players).
func TestH517GainLifeTwoHeaded(t *testing.T) {
	warden := h517Crt(t, "Pridewarden", "{1}{W}", 2, 2, 0, h517On(ability.YouGainLife,
		ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}))
	sip := instant(t, "Sip of Dew", "{W}", nil, h517Gain(ability.WhoYou, 3))
	rain := instant(t, "Bountiful Rain", "{W}", nil, h517Gain(ability.WhoEachPlayer, 1))
	g := newTwoHeaded(t)
	libs(t, g, 10)
	lands(t, g, 0, card.Plains, 2)
	wa := bf(t, g, 0, warden)
	wb := bf(t, g, 1, warden)
	wc := bf(t, g, 2, warden)
	s := hand(t, g, 0, sip)
	r := hand(t, g, 0, rain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{1, 0, 0}, []int{counter(t, g, wa, game.PlusOne), counter(t, g, wb, game.PlusOne), counter(t, g, wc, game.PlusOne)})
	require.Equal(t, []int{33, 33, 30, 30}, h517Lives(g))
	require.NoError(t, g.Cast(0, r))
	resolve(t, g, nil)
	require.Equal(t, []int{2, 1, 1}, []int{counter(t, g, wa, game.PlusOne), counter(t, g, wb, game.PlusOne), counter(t, g, wc, game.PlusOne)})
	require.Equal(t, []int{35, 35, 32, 32}, h517Lives(g))
}

// ---------------------------------------------------------------------
// Part 5. APNAP order (CR 101.4, 603.3b, 805.7)

// h517Bell is "At the beginning of each upkeep, you gain 1 life."
func h517Bell(t *testing.T) *card.Definition {
	return h517Ench(t, "Tithe Bell", h517On(ability.EachUpkeep, h517Gain(ability.WhoYou, 1)))
}

// 9. Four players each control a Tithe Bell. In Carol's upkeep all four
// trigger; they go on the stack in APNAP order from Carol: Carol's
// first, then Dave's, Alice's and Bob's, so Bob's is on top (CR 101.4,
// 603.3b).
func TestH517ApnapFourPlayers(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 10)
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), h517Bell(t))
	}
	require.NoError(t, g.Start(5, 1, game.Main2))
	h517Until(t, g, 6, game.Upkeep)
	require.Equal(t, game.PlayerID(2), g.ActivePlayer())
	require.Equal(t, []game.PlayerID{1, 0, 3, 2}, h517Controllers(g), "top first")
	resolve(t, g, nil)
	require.Equal(t, []int{21, 21, 21, 21}, h517Lives(g))
}

// 10. Two-Headed Giant, each of the four players controls a Tithe Bell.
// In the upkeep of Carol and Dave's team, that team puts both its
// abilities on the stack first, in the order it chooses, then Alice and
// Bob's team: theirs are on top (CR 805.7, 805.6).
func TestH517ApnapTwoHeaded(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 10)
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), h517Bell(t))
	}
	require.NoError(t, g.Start(5, 0, game.Main2))
	var orderedBy []game.PlayerID
	for i := 0; i < 100; i++ {
		d := g.Pending()
		if g.Turn() == 6 && g.Step() == game.Upkeep && d.Kind == game.DecidePriority {
			break
		}
		if d.Kind == game.DecideTriggerOrder {
			orderedBy = append(orderedBy, g.Team(d.Player))
		}
		idleAnswer(t, g, d, "TestH517ApnapTwoHeaded")
	}
	require.Equal(t, []game.PlayerID{g.Team(2), g.Team(0)}, orderedBy, "the active team orders first")
	cs := h517Controllers(g)
	require.Len(t, cs, 4)
	for i, c := range cs {
		want := game.PlayerID(0)
		if i >= 2 {
			want = 2
		}
		require.Equal(t, g.Team(want), g.Team(c), "item %d (top first)", i)
	}
}

// 11. Three players: Alice has two Tithe Bells, Bob and Carol one each.
// In Alice's upkeep all four trigger; while Alice orders hers, Bob
// concedes. His ability waiting to go on the stack would be controlled
// by a player who left: it isn't put on the stack (CR 800.4a, 800.4d).
// Carol's still is, on top.
func TestH517WaitingTriggerOfLeaver(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 10)
	bell := h517Bell(t)
	bf(t, g, 0, bell)
	bf(t, g, 0, bell)
	bf(t, g, 1, bell)
	bf(t, g, 2, bell)
	require.NoError(t, g.Start(3, 2, game.Main2))
	for i := 0; i < 50 && g.Pending().Kind != game.DecideTriggerOrder; i++ {
		idleAnswer(t, g, g.Pending(), "TestH517WaitingTriggerOfLeaver")
	}
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	concede(t, g, 1)
	for g.Pending().Kind == game.DecideTriggerOrder {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, []game.PlayerID{2, 0, 0}, h517Controllers(g))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 21, g.Life(2))
}

// 12. Parting Curse: "At the beginning of your end step, each opponent
// loses 2 life." Bob conceded earlier in Alice's turn: he is no longer
// an opponent to lose life (CR 800.4a, 102.3); only Carol does.
func TestH517EndStepAfterLeaving(t *testing.T) {
	curse := h517Ench(t, "Parting Curse", h517On(ability.YourEndStep, h517Lose(ability.WhoEachOpponent, 2)))
	g := newGame(t, 3)
	libs(t, g, 10)
	bf(t, g, 0, curse)
	require.NoError(t, g.Start(2, 0, game.Main1))
	concede(t, g, 1)
	h517Until(t, g, 2, game.End)
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(2))
	require.False(t, g.Over())
}

// ---------------------------------------------------------------------
// Part 6. Sources that leave, and control at the time of the trigger

// 13. Martyr Spirit, 2/2: "Whenever Martyr Spirit is dealt damage, you
// gain that much life." Bob's 3-damage Lightning Strike kills it; the
// ability triggered as the damage was dealt, while the Spirit was on the
// battlefield (CR 603.2), and resolves after it died (CR 112.7a): Alice
// gains 3, the whole damage dealt (CR 119.3e, 119.4a: not capped by
// toughness).
func TestH517DealtLethalDamageStillTriggers(t *testing.T) {
	martyr := h517Crt(t, "Martyr Spirit", "{1}{W}", 2, 2, 0,
		h517On(ability.DealtDamage, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}))
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 1, card.Mountain, 2)
	m := bf(t, g, 0, martyr)
	ls := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, ls, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, []int{23, 20}, h517Lives(g))
}

// 14. Tattletale, Bob's 2/2: "Whenever Tattletale is dealt damage, you
// draw a card." Alice's Wrench Away: "Wrench Away deals 1 damage to
// target creature. Gain control of that creature." The ability triggers
// as the damage is dealt, when Bob controls Tattletale, and is put on
// the stack after Alice has gained control of it: it is still Bob's
// (CR 603.3a), so Bob draws.
func TestH517TriggerControllerBeforeControlChange(t *testing.T) {
	tattle := h517Crt(t, "Tattletale", "{1}{U}", 2, 2, 0, h517On(ability.DealtDamage, h517Draw(ability.WhoYou, 1)))
	wrench := sorcery(t, "Wrench Away", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Mountain, 1)
	tt := bf(t, g, 1, tattle)
	w := hand(t, g, 0, wrench)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(tt)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), info(t, g, tt).Controller)
	require.Equal(t, []game.PlayerID{1}, h517Controllers(g), "Bob's trigger")
	resolve(t, g, nil)
	require.Equal(t, []int{0, 1}, h517Hands(g))
}

// 15. Scrap Familiar, Bob's 1/1: "Whenever you discard a card, you gain
// 2 life." Alice takes it until end of turn (Borrowed Fury) and ends her
// turn with eight cards: she discards in the cleanup step while she
// controls the Familiar (CR 514.1), so the ability is hers; then the
// control effect ends (CR 514.2) and the ability goes on the stack,
// still controlled by Alice (CR 603.3a, 514.3a): Alice gains 2, not Bob.
func TestH517CleanupTriggerControlEnds(t *testing.T) {
	familiar := h517Crt(t, "Scrap Familiar", "{1}{B}", 1, 1, 0, ability.Triggered{Event: ability.PlayerDiscards,
		Match: ability.Filter{Side: ability.YourSide}, Effects: []ability.Effect{h517Gain(ability.WhoYou, 2)}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Mountain, 3)
	f := bf(t, g, 1, familiar)
	fury := hand(t, g, 0, threaten(t))
	for i := 0; i < 8; i++ {
		hand(t, g, 0, card.Plains)
	}
	require.NoError(t, g.Start(2, 0, game.Main2))
	require.NoError(t, g.Cast(0, fury, obj(f)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, f).Controller)
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: g.Zone(0, zone.Hand)[0]}))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), info(t, g, f).Controller, "control went back in the cleanup step")
	require.Equal(t, []game.PlayerID{0}, h517Controllers(g))
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20}, h517Lives(g))
}

// 16. Lantern Warden: legendary 2/2 with flash, "When Lantern Warden
// dies, you gain 3 life." Alice takes Bob's Warden until end of turn and
// Bob flashes in a second one. In the cleanup step the first returns to
// Bob (CR 514.2): he controls two, the legend rule is a state-based
// action (CR 704.5k) performed in the cleanup step, the Warden he puts
// into the graveyard dies and its ability triggers, so players get
// priority (CR 514.3a); once it resolved another cleanup step begins and
// the turn ends.
func TestH517CleanupLegendRuleTrigger(t *testing.T) {
	warden := def(t, card.Definition{Name: "Lantern Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Supertypes: ability.Legendary, Subtypes: []string{"Spirit"}, Power: C(2), Toughness: C(2), Keywords: ability.Flash,
		Triggered: []ability.Triggered{h517On(ability.Dies, h517Gain(ability.WhoYou, 3))}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 1, card.Plains, 2)
	w1 := bf(t, g, 1, warden)
	w2 := hand(t, g, 1, warden)
	fury := hand(t, g, 0, threaten(t))
	require.NoError(t, g.Start(2, 0, game.Main2))
	require.NoError(t, g.Cast(0, fury, obj(w1)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, w2))
	resolve(t, g, nil)
	nw2 := mustFollow(t, g, w2)
	require.Equal(t, game.PlayerID(0), info(t, g, w1).Controller)
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Apply(chooseObj(1, nw2)))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player gets priority (CR 514.3a)")
	require.Equal(t, []game.PlayerID{1}, h517Controllers(g))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w1))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(1))
	h517To(t, g, 3, game.Upkeep)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
}

// ---------------------------------------------------------------------
// Part 7. Targets of triggered abilities (CR 603.3d, 601.2c)

// 17. Slow Fuse: {R} instant, "At the beginning of your next upkeep,
// Slow Fuse deals 3 damage to target creature an opponent controls."
// The delayed ability's source is the spell (CR 603.7d), red: Bob's only
// creature has protection from red and can't be targeted (CR 702.16b),
// so the ability is removed as it would go on the stack (CR 603.3d).
// With a creature without protection, it is targeted and dealt 3.
func TestH517DelayedTargetsProtection(t *testing.T) {
	fuse := def(t, card.Definition{Name: "Slow Fuse", ManaCost: cost("{R}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
		Triggered: []ability.Triggered{{Event: ability.AtOwnersNextUpkeep,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}}}})
	warded := def(t, card.Definition{Name: "Ash Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(3), Toughness: C(3),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: h506Red}}})
	for _, protected := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 10)
		lands(t, g, 0, card.Mountain, 1)
		d := warded
		if !protected {
			d = creature(t, "Plain Warden", "{2}{W}", 3, 3, 0, "Spirit")
		}
		x := bf(t, g, 1, d)
		f := hand(t, g, 0, fuse)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, f))
		resolve(t, g, nil)
		for i := 0; i < 100 && !(g.Turn() == 4 && g.Step() == game.Upkeep) && g.Pending().Kind != game.DecideTargets; i++ {
			idleAnswer(t, g, g.Pending(), "TestH517DelayedTargetsProtection")
		}
		if protected {
			require.Equal(t, game.DecidePriority, g.Pending().Kind, "no legal target: no question")
			require.Equal(t, 0, g.StackLen())
			require.Equal(t, 0, info(t, g, x).Damage)
			continue
		}
		require.Equal(t, game.DecideTargets, g.Pending().Kind)
		require.Equal(t, 4, g.Turn())
		require.NoError(t, g.Apply(targets(0, obj(x))))
		resolve(t, g, nil)
		require.True(t, gone(g, x))
	}
}

// 18. Ambush Spirit: 2/2, "When Ambush Spirit enters the battlefield, it
// deals 1 damage to target creature an opponent controls." Variants:
// (a) Bob controls no creature: the ability is removed without a
// question (CR 603.3d); (b) "... target creature you control gets +1/+1
// until end of turn and Ambush Spirit deals 1 damage to target creature
// an opponent controls": one required target can't be chosen, so the
// whole ability is removed, the first target's +1/+1 included
// (CR 601.2c, 603.3d); (c) with the second target "up to one", it goes on
// the stack with the first target only.
func TestH517EntersNoLegalTargets(t *testing.T) {
	mineSpec := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}
	theirSpec := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}
	cases := []struct {
		name  string
		specs []ability.TargetSpec
		es    []ability.Effect
		pump  bool
	}{
		{"one target", []ability.TargetSpec{theirSpec}, []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}, false},
		{"two targets", []ability.TargetSpec{mineSpec, theirSpec}, []ability.Effect{
			{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1}, {Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}}, false},
		{"up to one", []ability.TargetSpec{mineSpec, {Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}, Optional: true}}, []ability.Effect{
			{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1}, {Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}}, true},
	}
	for _, c := range cases {
		spirit := h517Crt(t, "Ambush Spirit", "{1}{R}", 2, 2, 0, ability.Triggered{Event: ability.EntersBattlefield, Targets: c.specs, Effects: c.es})
		g := newGame(t, 2)
		libs(t, g, 10)
		lands(t, g, 0, card.Mountain, 2)
		mine := bf(t, g, 0, creature(t, "Keen Bear", "{1}{G}", 2, 2, 0, "Bear"))
		s := hand(t, g, 0, spirit)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s), c.name)
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		if !c.pump {
			require.Equal(t, game.DecidePriority, g.Pending().Kind, c.name)
			require.Equal(t, 0, g.StackLen(), c.name)
			require.Equal(t, [2]int{2, 2}, pt(t, g, mine), c.name)
			continue
		}
		require.Equal(t, game.DecideTargets, g.Pending().Kind, c.name)
		require.NoError(t, g.Apply(targets(0, obj(mine))), c.name)
		resolve(t, g, nil)
		require.Equal(t, [2]int{3, 3}, pt(t, g, mine), c.name)
	}
}

// 19. Brittle Spirit: 1/1, "When Brittle Spirit enters the battlefield,
// it deals 1 damage to target creature." The only creature is itself: a
// target must be chosen if one can (CR 601.2c, 603.3d), so it targets
// itself and dies.
func TestH517EntersOnlySelfTarget(t *testing.T) {
	brittle := h517Crt(t, "Brittle Spirit", "{R}", 1, 1, 0, ability.Triggered{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Mountain, 1)
	s := hand(t, g, 0, brittle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	id := mustFollow(t, g, s)
	require.NoError(t, g.Apply(targets(0, obj(id))))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
}

// ---------------------------------------------------------------------
// Part 8. Combat damage triggers (CR 510, 702.4, 702.19)

// h517ToMain2 passes idly (no blocks) until turn n's second main phase.
func h517ToMain2(t *testing.T, g *game.Game, n int) { t.Helper(); h517To(t, g, n, game.Main2) }

// 20. Twin Fang: 2/2 double strike, "Whenever Twin Fang deals combat
// damage to a player, you draw a card." Unblocked, it deals combat damage
// in both damage steps, so it triggers twice (CR 702.4b, 510.4). Ram
// Spirit: 4/4 trample, "Whenever Ram Spirit deals combat damage to a
// player, you gain that much life": blocked by a 1/1, it assigns 3 to Bob
// (CR 702.19b) and Alice gains 3.
func TestH517CombatDamageToPlayerTriggers(t *testing.T) {
	fang := h517Crt(t, "Twin Fang", "{1}{R}{W}", 2, 2, ability.DoubleStrike,
		h517On(ability.DealsCombatDamageToPlayer, h517Draw(ability.WhoYou, 1)))
	ram := h517Crt(t, "Ram Spirit", "{3}{G}", 4, 4, ability.Trample,
		h517On(ability.DealsCombatDamageToPlayer, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}))
	g := newGame(t, 2)
	libs(t, g, 10)
	f := bf(t, g, 0, fang)
	r := bf(t, g, 0, ram)
	chump := bf(t, g, 1, creature(t, "Chump", "{W}", 1, 1, 0, "Soldier"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1}, game.Attack{Attacker: r, Player: 1})
	for i := 0; i < 10 && g.Pending().Kind != game.DecideBlockers; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	block(t, g, 1, game.Block{Blocker: chump, Attacker: r})
	h517ToMain2(t, g, 2)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "two damage steps, two triggers")
	require.Equal(t, []int{23, 20 - 4 - 3}, h517Lives(g))
}

// 21. Scout Fang: 2/2, "Whenever Scout Fang deals combat damage to a
// player, you draw a card. {T}: Scout Fang deals 1 damage to target
// player." Combat damage to a planeswalker is not damage to a player, and
// the noncombat damage of its own ability is not combat damage: neither
// triggers it (CR 510.1b, 119.3c, 119.2, 603.2).
func TestH517CombatDamageToPlayerOnly(t *testing.T) {
	scout := def(t, card.Definition{Name: "Scout Fang", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{h517On(ability.DealsCombatDamageToPlayer, h517Draw(ability.WhoYou, 1))},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	a := bf(t, g, 0, scout)
	b := bf(t, g, 0, scout)
	w := bf(t, g, 1, walker(t, "Vess Ember", "{3}{B}", "Vess", 5), withLoyalty(5))
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: w})
	h517ToMain2(t, g, 2)
	require.Equal(t, 3, info(t, g, w).Counters[game.Loyalty])
	require.NoError(t, g.Activate(0, b, 0, pl(1)))
	for g.Pending().Kind == game.DecideRedirect {
		require.NoError(t, g.Apply(choose(0, 0)))
	}
	resolve(t, g, func(d game.Decision) game.Action { return choose(d.Player, 0) })
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 22. Two-Headed Giant. Mind Fang: 2/2, "Whenever Mind Fang deals combat
// damage to a player, that player puts the top two cards of their
// library into their graveyard." Declared at Carol, the attacking team
// has it deal its damage to Dave (CR 810.7f): the player dealt the
// damage is Dave, so Dave mills, not Carol (CR 603.2).
func TestH517CombatDamagePlayerTwoHeaded(t *testing.T) {
	fang := h517Crt(t, "Mind Fang", "{1}{U}", 2, 2, 0, h517On(ability.DealsCombatDamageToPlayer,
		ability.Effect{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.N(2)}))
	g := newTwoHeaded(t)
	libs(t, g, 10)
	f := bf(t, g, 0, fang)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: f, Player: 2})
	for i := 0; i < 20 && g.Pending().Kind != game.DecideCombatDamagePlayer; i++ {
		idleAnswer(t, g, g.Pending(), "TestH517CombatDamagePlayerTwoHeaded")
	}
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: g.Pending().Player, Choice: 3}))
	h517ToMain2(t, g, 2)
	require.Equal(t, 28, g.Life(2))
	require.Equal(t, 10, g.ZoneLen(2, zone.Library), "Carol was not dealt the damage")
	require.Equal(t, 8, g.ZoneLen(3, zone.Library))
}

// ---------------------------------------------------------------------
// Part 9. Intervening "if" at the end step, APNAP with the active player
// gone

// 23. Lonely Vigil: "At the beginning of your end step, if you control no
// creatures, you gain 3 life." It triggers (Alice controls none); in
// response she flashes in a creature, so on resolution the condition is
// false and it does nothing (CR 603.4). In her next end step, with a
// creature, it doesn't trigger at all.
func TestH517EndStepInterveningIf(t *testing.T) {
	vigil := h517Ench(t, "Lonely Vigil", ability.Triggered{Event: ability.YourEndStep,
		If:      ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}},
		Effects: []ability.Effect{h517Gain(ability.WhoYou, 3)}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Forest, 2)
	bf(t, g, 0, vigil)
	fl := hand(t, g, 0, creature(t, "Quick Bear", "{1}{G}", 2, 2, ability.Flash, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main2))
	h517Until(t, g, 2, game.End)
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Cast(0, fl))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "the condition is false on resolution")
	h517Until(t, g, 4, game.End)
	require.Equal(t, 0, g.StackLen(), "no trigger while Alice controls a creature")
}

// 24. Three players. Grim Witness: "Whenever a creature dies, you gain 1
// life"; Alice and Carol control one each. Bob concedes in his own turn,
// which goes on without an active player (CR 800.4i); a creature dies:
// the abilities go on the stack in turn order from the missing active
// player, Carol's first, then Alice's, on top (CR 101.4, 603.3b).
func TestH517ApnapActivePlayerGone(t *testing.T) {
	witness := h517Ench(t, "Grim Witness", h517On(ability.CreatureDies, h517Gain(ability.WhoYou, 1)))
	g := newGame(t, 3)
	libs(t, g, 10)
	bf(t, g, 0, witness)
	bf(t, g, 2, witness)
	lands(t, g, 2, card.Swamp, 1)
	x := bf(t, g, 0, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	doom := hand(t, g, 2, doomDef)
	require.NoError(t, g.Start(3, 1, game.Main1))
	concede(t, g, 1)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.NoError(t, g.Cast(2, doom, obj(x)))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(0))
	require.Equal(t, []game.PlayerID{0, 2}, h517Controllers(g), "top first")
	resolve(t, g, nil)
	require.Equal(t, []int{21, 21}, []int{g.Life(0), g.Life(2)})
}

// 25. Two-Headed Giant. Alice's Renewal Tide: "Your life total becomes
// your starting life total." At a team total of 25 Alice gains 5 life
// (CR 118.5, 810.9c), so her Echo Warden ("Whenever you gain life, put
// that many +1/+1 counters on Echo Warden") triggers with 5; her
// teammate Bob's doesn't (CR 810.9).
func TestH517SetLifeTwoHeadedGain(t *testing.T) {
	echo := h517Crt(t, "Echo Warden", "{1}{W}", 2, 2, 0, h517On(ability.YouGainLife,
		ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.Amount{Kind: ability.EventAmount}}))
	tide := instant(t, "Renewal Tide", "{W}", nil, ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoYou})
	g := newTwoHeaded(t)
	libs(t, g, 10)
	lands(t, g, 0, card.Plains, 1)
	ea := bf(t, g, 0, echo)
	eb := bf(t, g, 1, echo)
	s := hand(t, g, 0, tide)
	bleed := hand(t, g, 0, instant(t, "Blood Tithe", "{0}", nil, h517Lose(ability.WhoYou, 5)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, bleed))
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 30, 30}, h517Lives(g))
	require.Equal(t, []int{5, 0}, []int{counter(t, g, ea, game.PlusOne), counter(t, g, eb, game.PlusOne)})
}

// 26. Bone Totem: {2} artifact, "{1}, Sacrifice Bone Totem: At the
// beginning of your next upkeep, draw two cards." The ability's source
// has left as it resolves (it was sacrificed to pay the cost); the
// delayed ability it creates exists on its own (CR 603.7e, 112.7a) and
// still draws after the Totem card has been exiled from the graveyard.
func TestH517SacrificedSourceDelayed(t *testing.T) {
	totem := def(t, card.Definition{Name: "Bone Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}}},
		Triggered: []ability.Triggered{h517On(ability.AtOwnersNextUpkeep, h517Draw(ability.WhoYou, 2))}})
	exileCard := instant(t, "Scatter Ash", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Swamp, 1)
	tt := bf(t, g, 0, totem)
	x := hand(t, g, 1, exileCard)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, tt, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(mustFollow(t, g, tt))))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, tt))
	h517To(t, g, 4, game.Upkeep)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
}

// 27. Grim Witness (Alice's enchantment): "Whenever a creature dies, you
// gain 1 life." Purge of Ash: "Destroy all creatures and enchantments."
// The Witness leaves in the same event as the two creatures; its ability
// is a leaves-the-battlefield ability and looks back in time (CR 603.6c,
// 603.10a): it triggers for both, and Alice gains 2.
func TestH517EnchantmentSeesCreaturesDieWithIt(t *testing.T) {
	witness := h517Ench(t, "Grim Witness", h517On(ability.CreatureDies, h517Gain(ability.WhoYou, 1)))
	purge := sorcery(t, "Purge of Ash", "{B}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature | ability.Enchantment}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 1, card.Swamp, 1)
	w := bf(t, g, 0, witness)
	bf(t, g, 0, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 1, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	p := hand(t, g, 1, purge)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, p))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	require.Equal(t, []int{22, 20}, h517Lives(g))
}

// 28. Stubborn Wall: 0/2 defender, "Whenever Stubborn Wall is dealt
// combat damage, you gain that much life." It blocks Bob's 3/3 and is
// dealt lethal damage: the ability triggered as the damage was dealt
// (CR 510.2, 603.2) and Alice gains 3 after the Wall died (CR 112.7a).
func TestH517DealtCombatDamageBlockerDies(t *testing.T) {
	wall := h517Crt(t, "Stubborn Wall", "{1}{W}", 0, 2, ability.Defender, h517On(ability.DealtCombatDamage,
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}))
	g := newGame(t, 2)
	libs(t, g, 10)
	w := bf(t, g, 0, wall)
	brute := bf(t, g, 1, creature(t, "Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(3, 1, game.Main1))
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: brute, Player: 0})
	for i := 0; i < 10 && g.Pending().Kind != game.DecideBlockers; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	block(t, g, 0, game.Block{Blocker: w, Attacker: brute})
	h517To(t, g, 3, game.Main2)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	require.Equal(t, []int{23, 20}, h517Lives(g))
}

// 29. Two-Headed Giant: the team orders its triggers together, and either
// teammate may answer the team's decision (CR 805.7, 805.2). Alice and
// Bob each control a Tithe Bell; in their upkeep Bob puts the team's
// abilities on the stack though the decision names Alice.
func TestH517TwoHeadedTeammateOrders(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 10)
	bf(t, g, 0, h517Bell(t))
	bf(t, g, 1, h517Bell(t))
	require.NoError(t, g.Start(3, 2, game.Main2))
	for i := 0; i < 100 && g.Pending().Kind != game.DecideTriggerOrder; i++ {
		idleAnswer(t, g, g.Pending(), "TestH517TwoHeadedTeammateOrders")
	}
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.Upkeep, g.Step())
	other := game.PlayerID(1)
	if g.Pending().Player == 1 {
		other = 0
	}
	require.NoError(t, g.Apply(choose(other, 0)))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 32, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 10. Saves, loads and clones with triggers waiting

// 30. Test 2's Ashen Wisp token died and ceased to exist; its delayed
// ability waits for Alice's next upkeep. Saved, loaded and cloned, every
// copy draws at that upkeep and the three go on alike (CR 603.7).
func TestH517SaveTokenDelayed(t *testing.T) {
	wisp := h517Crt(t, "Ashen Wisp", "", 1, 1, 0,
		h517On(ability.Dies, ability.Effect{Op: ability.OpDelayTrigger}),
		h517On(ability.AtOwnersNextUpkeep, h517Draw(ability.WhoYou, 1)))
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 1, card.Swamp, 1)
	w := bf(t, g, 0, wisp, game.PutOptions{Token: true})
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(w)))
	resolve(t, g, nil)
	h517To(t, g, 3, game.Main1)
	gs := h479Copies(t, g, wisp, doomDef)
	for _, x := range gs {
		h517To(t, x, 4, game.Main1)
		require.Equal(t, 2, x.ZoneLen(0, zone.Hand), "the delayed draw and the draw step")
	}
	h479Same(t, gs)
}

// 31. Three players, each with a Tithe Bell, Alice with two: saved,
// loaded and cloned while Alice orders her abilities in her upkeep
// (CR 603.3b); every copy puts Carol's and Bob's on top and resolves
// them alike.
func TestH517SaveTriggerOrderPending(t *testing.T) {
	bell := h517Bell(t)
	g := newGame(t, 3)
	libs(t, g, 10)
	bf(t, g, 0, bell)
	bf(t, g, 0, bell)
	bf(t, g, 1, bell)
	bf(t, g, 2, bell)
	require.NoError(t, g.Start(3, 2, game.Main2))
	for i := 0; i < 50 && g.Pending().Kind != game.DecideTriggerOrder; i++ {
		idleAnswer(t, g, g.Pending(), "TestH517SaveTriggerOrderPending")
	}
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	gs := h479Copies(t, g, bell)
	for _, x := range gs {
		h479Order(t, x)
		require.Equal(t, []game.PlayerID{2, 1, 0, 0}, h517Controllers(x))
		resolve(t, x, nil)
		require.Equal(t, []int{22, 21, 21}, h517Lives(x))
	}
	h479Same(t, gs)
}

// 32. Test 5's Spiteful Ledger: saved, loaded and cloned while Alice has
// priority in the cleanup step with the Ledger's ability on the stack
// (CR 514.3a); in every copy it resolves, another cleanup step ends the
// turn and Bob's turn begins.
func TestH517SaveCleanupPriority(t *testing.T) {
	ledger := h517Ench(t, "Spiteful Ledger", ability.Triggered{Event: ability.PlayerDiscards,
		Match: ability.Filter{Side: ability.OpponentSide}, Effects: []ability.Effect{h517Lose(ability.WhoEventPlayer, 1)}})
	g := newGame(t, 2)
	libs(t, g, 10)
	bf(t, g, 1, ledger)
	for i := 0; i < 8; i++ {
		hand(t, g, 0, card.Plains)
	}
	require.NoError(t, g.Start(2, 0, game.End))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: g.Zone(0, zone.Hand)[0]}))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, 1, g.StackLen())
	gs := h479Copies(t, g, ledger)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, game.Cleanup, x.Step())
		h517To(t, x, 3, game.Main1)
		require.Equal(t, 19, x.Life(0))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Definitions Check now refuses, found by this set

// 33, 35. An instant that returns itself to the battlefield ("{2}{R}: At
// the beginning of your next upkeep, return Ember Echo from your
// graveyard to the battlefield tapped") would put an instant there, where
// it never goes (CR 304.4, 307.4); an instant with two "at the beginning
// of your next upkeep" abilities for its one OpDelayTrigger would create
// one of them (CR 603.7a), and an OpDelayTrigger without one creates
// nothing. Check refuses each, naming the field.
func TestH517DelayedAndReturnRefused(t *testing.T) {
	echo := card.Define(card.Definition{Name: "Ember Echo", ManaCost: cost("{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}},
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}{R}")},
			Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}}},
		Triggered: []ability.Triggered{h517On(ability.AtOwnersNextUpkeep, ability.Effect{Op: ability.OpReturnSelfTapped})}})
	omen := card.Define(card.Definition{Name: "Twin Omen", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
		Triggered: []ability.Triggered{h517On(ability.AtOwnersNextUpkeep, h517Draw(ability.WhoYou, 1)),
			h517On(ability.AtOwnersNextUpkeep, h517Gain(ability.WhoYou, 2))}})
	none := card.Define(card.Definition{Name: "Empty Omen", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}}})
	for _, c := range []struct {
		d     *card.Definition
		field string
	}{{echo, "Triggered[0].Effects[0].Op"}, {omen, "Triggered[1].Event"}, {none, "Spell.Effects[0].Op"}} {
		err := c.d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.d.Name)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe, c.d.Name)
		require.Equal(t, c.field, fe.Field, c.d.Name)
	}
}
