package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, twenty-third set: cards of one's own that combine the
// vocabulary in ways the M15 cards don't. Triggered abilities on rare
// events with amounts read from the event ("that much", "that many",
// counters as the creature last existed), "up to one" targets, abilities
// of tokens and of cards in graveyards, costs combining tap, mana, life,
// a discard, a sacrifice and a counter, Auras and Equipment whose
// triggers name "its controller" and "that player", amounts counted from
// colours, graveyards and attackers, group statics with unusual filters;
// definitions Check refuses; and, at the end, the definitions Check
// accepts that the engine misplays (skipped, each saying what is wrong).

// h499Crt is a checked creature card with the given abilities.
func h499Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, sub string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types, d.Subtypes = name, cost(mc), ability.Creature, []string{sub}
	d.Power, d.Toughness, d.Keywords = C(p), C(tg), kw
	return def(t, d)
}

// h499Pass resolves the stack, answering no other decision.
func h499Pass(t *testing.T, g *game.Game) {
	t.Helper()
	resolve(t, g, nil)
}

// h499Targets answers the pending DecideTargets of p with ts.
func h499Targets(t *testing.T, g *game.Game, p game.PlayerID, ts ...game.Target) {
	t.Helper()
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(targets(p, ts...)))
}

// 1. Second Wind Insight: {1}{U} sorcery, "Draw a card. If you've cast
// another spell this turn, draw a card." Cast after another spell this
// turn, the "if" holds as the effect is reached, and Alice draws two
// cards (CR 608.2c).
func TestH499AnotherSpellAfterOne(t *testing.T) {
	d := sorcery(t, "Second Wind Insight", "{1}{U}", nil,
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1),
			If: &ability.Condition{Kind: ability.YouCastAnotherSpellThisTurn}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	first := hand(t, g, 0, instant(t, "Idle Spark", "{U}", nil, gain(1)...))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, first))
	h499Pass(t, g)
	require.NoError(t, g.Cast(0, s))
	h499Pass(t, g)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
}

// 2. Gravewatch Ghoul: {2}{B} 2/2 Zombie, "Whenever a creature with power
// 3 or greater an opponent controls dies, you draw a card." Bob's 2/2
// pumped to 3/3 until end of turn and then destroyed triggers it: the
// creature is read as it last existed on the battlefield (CR 603.10a,
// 603.6c). Bob's 4/4 shrunk to 2/4 and destroyed doesn't.
func TestH499GravewatchGhoulPowerAsLastExisted(t *testing.T) {
	ghoul := h499Crt(t, "Gravewatch Ghoul", "{2}{B}", 2, 2, 0, "Zombie", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.CreatureDies,
			Match:   ability.Filter{MinPower: 3, Side: ability.OpponentSide},
			Effects: draw1}}})
	pump := instant(t, "Brute Surge", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1})
	shrink := instant(t, "Wither Touch", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -2})
	for _, big := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		bf(t, g, 0, ghoul)
		lands(t, g, 0, card.Forest, 1)
		lands(t, g, 0, card.Swamp, 2)
		var v game.ObjectID
		var mod game.ObjectID
		if big {
			v = bf(t, g, 1, creature(t, "Hulking Ox", "{3}{G}", 4, 4, 0, "Ox"))
			mod = hand(t, g, 0, shrink)
		} else {
			v = bf(t, g, 1, creature(t, "Small Ox", "{1}{G}", 2, 2, 0, "Ox"))
			mod = hand(t, g, 0, pump)
		}
		kill := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, mod, obj(v)))
		h499Pass(t, g)
		require.NoError(t, g.Cast(0, kill, obj(v)))
		h499Pass(t, g)
		require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
		if big {
			require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "a 2/4 as it died: no trigger")
		} else {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "a 3/3 as it died: trigger")
		}
	}
}

// 3. Ember Acolyte: {1}{R} 1/2 Human, "Whenever you cast a noncreature
// spell, Ember Acolyte deals 1 damage to up to one target creature."
// A creature spell doesn't trigger it; an instant does, and with no
// target chosen it still resolves, doing nothing (CR 603.3d, 601.2c).
// With Bob's 1/1 chosen, the 1/1 dies.
func TestH499EmberAcolyteUpToOne(t *testing.T) {
	aco := h499Crt(t, "Ember Acolyte", "{1}{R}", 1, 2, 0, "Human", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell,
			Match:   ability.Filter{NotTypes: ability.Creature},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Optional: true}},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, aco)
	lands(t, g, 0, card.Mountain, 4)
	ox := bf(t, g, 1, creature(t, "Tiny Ox", "{G}", 1, 1, 0, "Ox"))
	cr := hand(t, g, 0, creature(t, "Red Pup", "{R}", 1, 1, 0, "Dog"))
	sp1 := hand(t, g, 0, instant(t, "Flicker of Will", "{R}", nil, gain(1)...))
	sp2 := hand(t, g, 0, instant(t, "Flicker of Might", "{R}", nil, gain(1)...))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, cr))
	require.Equal(t, 1, g.StackLen(), "a creature spell: no trigger")
	h499Pass(t, g)
	require.NoError(t, g.Cast(0, sp1))
	h499Targets(t, g, 0)
	require.Equal(t, 2, g.StackLen())
	h499Pass(t, g)
	require.Equal(t, 21, g.Life(0))
	require.False(t, gone(g, ox))
	require.NoError(t, g.Cast(0, sp2))
	h499Targets(t, g, 0, obj(ox))
	h499Pass(t, g)
	require.True(t, gone(g, ox))
	require.Equal(t, 22, g.Life(0))
}

// 4. Spiteful Scribe: {1}{B} 1/1 Human, "Whenever an opponent discards a
// card, that player loses 2 life." Bob ends his turn with nine cards and
// discards two in his cleanup step (CR 514.1): Spiteful Scribe triggers
// twice, so players receive priority in that cleanup step and another
// cleanup step follows (CR 514.3a); Bob loses 4 life.
func TestH499SpitefulScribeCleanupDiscard(t *testing.T) {
	scribe := h499Crt(t, "Spiteful Scribe", "{1}{B}", 1, 1, 0, "Human", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, scribe)
	for i := 0; i < 9; i++ {
		hand(t, g, 1, card.Plains)
	}
	require.NoError(t, g.Start(2, 1, game.End))
	sawCleanupPriority := false
	for i := 0; i < 100 && g.ActivePlayer() == 1; i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideDiscard:
			require.Equal(t, game.PlayerID(1), d.Player)
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: g.Zone(1, zone.Hand)[0]}))
		case game.DecidePriority:
			if g.Step() == game.Cleanup {
				sawCleanupPriority = true
			}
			require.NoError(t, g.Pass(d.Player))
		default:
			idleAnswer(t, g, d, "cleanup")
		}
	}
	require.Equal(t, 7, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 16, g.Life(1))
	require.True(t, sawCleanupPriority, "CR 514.3a")
}

// 5. Scarbound Brute: {2}{R} 2/4 Warrior, "Whenever Scarbound Brute is
// dealt damage, put that many +1/+1 counters on it." Dealt 3 damage by
// a spell, it gets three counters (CR 603.2, EventAmount "that much",
// CR 121.6) and survives as a 5/7 with 3 damage: state-based actions
// are checked before the trigger goes on the stack (CR 704.3), and 3
// damage is less than toughness 4. Dealt 4 damage, it dies before its
// ability resolves, and the counters go nowhere (CR 400.7).
func TestH499ScarboundBruteCounters(t *testing.T) {
	brute := h499Crt(t, "Scarbound Brute", "{2}{R}", 2, 4, 0, "Warrior", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.DealtDamage, Effects: []ability.Effect{{Op: ability.OpPutCounters,
			Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	for _, n := range []int{3, 4} {
		g := newGame(t, 2)
		libs(t, g, 5)
		b := bf(t, g, 0, brute)
		lands(t, g, 1, card.Mountain, 1)
		zap := hand(t, g, 1, instant(t, "Measured Bolt", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)}))
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Cast(1, zap, obj(b)))
		h499Pass(t, g)
		if n == 4 {
			require.True(t, gone(g, b))
			continue
		}
		require.Equal(t, 3, counter(t, g, b, game.PlusOne))
		require.Equal(t, [2]int{5, 7}, pt(t, g, b))
		require.Equal(t, 3, info(t, g, b).Damage)
	}
}

// 6. Mindrake Prowler: {2}{B} 2/2 Horror, "Whenever Mindrake Prowler
// deals combat damage to a player, that player discards that many
// cards." Pumped to 3/2, unblocked, it deals 3 to Bob, who discards
// three of his four cards, choosing them (CR 701.8a, 510.3a).
func TestH499MindrakeProwlerDiscardThatMany(t *testing.T) {
	prowler := h499Crt(t, "Mindrake Prowler", "{2}{B}", 2, 2, 0, "Horror", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: []ability.Effect{{Op: ability.OpDiscard,
			Who: ability.WhoEventPlayer, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	p := bf(t, g, 0, prowler)
	lands(t, g, 0, card.Forest, 1)
	pump := hand(t, g, 0, instant(t, "Brute Surge", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1}))
	for i := 0; i < 4; i++ {
		hand(t, g, 1, card.Island)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pump, obj(p)))
	h499Pass(t, g)
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: p, Player: 1})
	discards := 0
	for i := 0; i < 100 && g.Step() != game.Main2; i++ {
		d := g.Pending()
		if d.Kind == game.DecideDiscard {
			require.Equal(t, game.PlayerID(1), d.Player)
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: g.Zone(1, zone.Hand)[0]}))
			discards++
			continue
		}
		idleAnswer(t, g, d, "combat")
	}
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 3, discards)
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 3, g.ZoneLen(1, zone.Graveyard))
}

// 7. Brood Reservoir: {3}{G} 1/1 Ooze that enters with three +1/+1
// counters, "When Brood Reservoir dies, create a 1/1 green Saproling
// creature token for each +1/+1 counter on it." Its counters as it last
// existed are read (CR 603.10a, 608.2g): a -1/-1 counter put on it
// annihilated one (CR 704.5r), so it dies with two and makes two tokens.
func TestH499BroodReservoirTokensPerCounter(t *testing.T) {
	sap := def(t, card.Definition{Name: "Saproling", Types: ability.Creature, Subtypes: []string{"Saproling"},
		Colors: mana.SetOf(mana.Green), Power: C(1), Toughness: C(1)})
	res := h499Crt(t, "Brood Reservoir", "{3}{G}", 1, 1, 0, "Ooze", card.Definition{
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(3)},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou,
			Token: sap, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	wither := instant(t, "Wither Dart", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 4)
	r := hand(t, g, 0, res)
	lands(t, g, 1, card.Swamp, 2)
	w := hand(t, g, 1, wither)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	h499Pass(t, g)
	rid := find(t, g, 0, res)
	require.Equal(t, [2]int{4, 4}, pt(t, g, rid))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, w, obj(rid)))
	h499Pass(t, g)
	require.Equal(t, 2, counter(t, g, rid, game.PlusOne))
	require.Equal(t, 0, counter(t, g, rid, game.MinusOne))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k, obj(rid)))
	h499Pass(t, g)
	n := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		if info(t, g, id).Card == sap {
			n++
		}
	}
	require.Equal(t, 2, n)
}

// 8. War Chant Totem: {2}{W} enchantment, "Whenever you attack with two
// or more creatures, you gain 1 life for each attacking creature." (the
// event amount is the number of attackers, CR 508.3a, 603.2). One
// attacker: no trigger; three: Alice gains 3.
func TestH499WarChantTotem(t *testing.T) {
	totem := def(t, card.Definition{Name: "War Chant Totem", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouAttackWithCreatures, MinCount: 2, Effects: []ability.Effect{{Op: ability.OpGainLife,
			Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	for _, n := range []int{1, 3} {
		g := newGame(t, 2)
		libs(t, g, 5)
		bf(t, g, 0, totem)
		var as []game.Attack
		for i := 0; i < n; i++ {
			c := bf(t, g, 0, creature(t, "Footman", "{W}", 1, 1, 0, "Soldier"))
			as = append(as, game.Attack{Attacker: c, Player: 1})
		}
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, as...)
		combatTo(t, g, game.Main2)
		if n == 1 {
			require.Equal(t, 20, g.Life(0))
		} else {
			require.Equal(t, 23, g.Life(0))
		}
		require.Equal(t, 20-n, g.Life(1))
	}
}

// 9. Hobbling Sentry: {1}{W} 1/4 Wall-less Soldier, "Whenever Hobbling
// Sentry blocks, the creature it blocks gets -2/-0 until end of turn."
// It blocks Bob's 3/3: the trigger resolves in the declare blockers step,
// before damage (CR 509.1i, 509.4, 510.1), so the 3/3 deals 1 and the Sentry
// survives with 1 damage.
func TestH499HobblingSentryShrinksAttacker(t *testing.T) {
	sentry := h499Crt(t, "Hobbling Sentry", "{1}{W}", 1, 4, 0, "Soldier", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Blocks, Effects: []ability.Effect{{Op: ability.OpModify,
			Subject: ability.SubjectEventObject, Power: -2}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, sentry)
	a := bf(t, g, 1, creature(t, "Raging Ox", "{2}{R}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: s, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, 1, info(t, g, s).Damage)
	require.Equal(t, [2]int{1, 3}, pt(t, g, a))
	require.Equal(t, 1, info(t, g, a).Damage)
}

// 10. Runeward Adept: {1}{U} 1/1 Wizard, "Whenever an Aura becomes
// attached to Runeward Adept, draw a card." An Aura cast on it triggers
// (CR 303.4f, 603.2); an Aura cast on another creature doesn't.
func TestH499RunewardAdeptAuraAttached(t *testing.T) {
	adept := h499Crt(t, "Runeward Adept", "{1}{U}", 1, 1, 0, "Wizard", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.AuraBecomesAttached, Effects: draw1}}})
	aura := def(t, card.Definition{Name: "Minor Blessing", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	ad := bf(t, g, 0, adept)
	other := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Plains, 2)
	a1 := hand(t, g, 0, aura)
	a2 := hand(t, g, 0, aura)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a1, obj(other)))
	h499Pass(t, g)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Cast(0, a2, obj(ad)))
	h499Pass(t, g)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "a2 left the hand, one card drawn")
	require.Equal(t, [2]int{2, 2}, pt(t, g, ad))
}

// 11. Tollkeeper's Bell: {3} artifact, "At the beginning of each
// player's upkeep, that player loses 1 life." In a three-player game it
// triggers in every upkeep, for the player whose upkeep it is
// (CR 503.1, 603.2), whoever controls the Bell.
func TestH499TollkeepersBellEachUpkeep(t *testing.T) {
	bell := def(t, card.Definition{Name: "Tollkeeper's Bell", ManaCost: cost("{3}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, Effects: []ability.Effect{{Op: ability.OpLoseLife,
			Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	bf(t, g, 1, bell)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	require.Equal(t, []int{20, 19, 20}, []int{g.Life(0), g.Life(1), g.Life(2)})
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	require.Equal(t, []int{20, 19, 19}, []int{g.Life(0), g.Life(1), g.Life(2)})
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, []int{19, 19, 19}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 12. Cruel Altar: {2} artifact, "{1}, Sacrifice a creature: Cruel Altar
// deals damage equal to the sacrificed creature's power to target
// creature or player." Targets are chosen before costs are paid
// (CR 601.2c, 601.2h via 602.2b), so Alice may target her own Bear and
// then sacrifice it; its one target is then illegal and the ability is
// countered on resolution (CR 608.2b): nobody is dealt damage.
func TestH499CruelAltarSacrificesItsTarget(t *testing.T) {
	altar := def(t, card.Definition{Name: "Cruel Altar", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Creature}},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	a := bf(t, g, 0, altar)
	c := bf(t, g, 0, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0, obj(c)))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, c)))
	h499Pass(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 20, g.Life(1))
}

// 13. Blood Reaver: {2}{B} 2/2 Vampire, "{1}{B}, {T}, Pay 2 life,
// Discard a card, Sacrifice another creature: Blood Reaver deals damage
// equal to the sacrificed creature's power to target creature or
// player." Every part of the cost is paid (CR 601.2h via 602.2b): the
// Reaver taps, Alice pays 2 life, discards her one card and sacrifices
// her Ox pumped to 4/3; the sacrificed creature's power is read as it
// last existed (CR 608.2g): Bob takes 4. Summoning sick, the Reaver
// can't pay {T} (CR 302.6).
func TestH499BloodReaverFullCost(t *testing.T) {
	reaver := h499Crt(t, "Blood Reaver", "{2}{B}", 2, 2, 0, "Vampire", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}{B}"), Tap: true, Life: 2, Discard: 1,
			Sacrifice: &ability.Group{Types: ability.Creature, Other: true}},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}}})
	for _, sick := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 5)
		lands(t, g, 0, card.Swamp, 3)
		r := bf(t, g, 0, reaver, game.PutOptions{Sick: sick})
		ox := bf(t, g, 0, creature(t, "Pack Ox", "{2}{G}", 3, 3, 0, "Ox"))
		card1 := hand(t, g, 0, card.Plains)
		pump := hand(t, g, 0, instant(t, "Dark Vigor", "{B}", []ability.TargetSpec{ability.TargetCreature},
			ability.Effect{Op: ability.OpModify, Target: 0, Power: 1}))
		require.NoError(t, g.Start(2, 0, game.Main1))
		if sick {
			require.Error(t, g.Activate(0, r, 0, pl(1)))
			continue
		}
		require.NoError(t, g.Cast(0, pump, obj(ox)))
		h499Pass(t, g)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: r, Ability: 0, Discard: card1}.WithTargets(pl(1))))
		require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
		require.ElementsMatch(t, []game.ObjectID{ox}, choices(g))
		require.NoError(t, g.Apply(chooseObj(0, ox)))
		require.True(t, info(t, g, r).Tapped)
		require.Equal(t, 18, g.Life(0))
		require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
		h499Pass(t, g)
		require.Equal(t, 16, g.Life(1))
	}
}

// 14. Self-Wounding Seer: {1}{R} 3/3 Shaman, "Put a -1/-1 counter on
// Self-Wounding Seer: It deals damage equal to its power to target
// player." The counter is put as the cost is paid (CR 117.1, 601.2h):
// on resolution its power is 2 (CR 608.2g), then 1. A third activation
// leaves it 0/0: it dies before the ability resolves (CR 704.5f), which
// still resolves, using the Seer as it last existed: power 0, no
// damage (CR 112.7a).
func TestH499SelfWoundingSeerPutCounterCost(t *testing.T) {
	seer := h499Crt(t, "Self-Wounding Seer", "{1}{R}", 3, 3, 0, "Shaman", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{PutCounter: "-1/-1"},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, seer)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	h499Pass(t, g)
	require.Equal(t, 18, g.Life(1))
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	h499Pass(t, g)
	require.Equal(t, 17, g.Life(1))
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	require.Equal(t, 1, g.StackLen())
	h499Pass(t, g)
	require.True(t, gone(g, s))
	require.Equal(t, 17, g.Life(1))
}

// 15. Hexing Imp: "Each opponent creates a 1/1 black Imp creature token
// with 'At the beginning of your upkeep, you lose 1 life.'" (Imp
// Infestation, {2}{B} sorcery). Three players: Bob and Carol each
// control an Imp (CR 110.5a); each Imp's ability is its controller's and
// triggers in that player's upkeep only (CR 603.3a, 503.1).
func TestH499ImpInfestationTokensForOpponents(t *testing.T) {
	imp := def(t, card.Definition{Name: "Hexing Imp", Types: ability.Creature, Subtypes: []string{"Imp"}, Colors: mana.SetOf(mana.Black),
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	sp := sorcery(t, "Imp Infestation", "{2}{B}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent,
		Token: imp, Amount: ability.N(1)})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h499Pass(t, g)
	require.NotZero(t, find(t, g, 1, imp))
	require.NotZero(t, find(t, g, 2, imp))
	require.Zero(t, find(t, g, 0, imp))
	o := info(t, g, find(t, g, 1, imp))
	require.Equal(t, game.PlayerID(1), o.Owner)
	require.True(t, o.Token)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	require.Equal(t, []int{20, 19, 20}, []int{g.Life(0), g.Life(1), g.Life(2)})
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	require.Equal(t, []int{20, 19, 19}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 16. Warden Spirit token: Call the Warden ({3}{W} sorcery) creates a
// 1/1 white Spirit token with flying, "Other creatures you control get
// +0/+1" and "When this creature dies, you gain 2 life." Alice's 2/2
// becomes 2/3. When the token is destroyed, it dies (a token goes to the
// graveyard before it ceases to exist, CR 110.5f, 700.4): its ability
// triggers and Alice gains 2; the Bear is 2/2 again (CR 611.3a).
func TestH499WardenSpiritToken(t *testing.T) {
	spirit := def(t, card.Definition{Name: "Warden Spirit", Types: ability.Creature, Subtypes: []string{"Spirit"}, Colors: mana.SetOf(mana.White),
		Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Statics:   []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Other: true}, Toughness: 1}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	sp := sorcery(t, "Call the Warden", "{3}{W}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: spirit, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 4)
	b := bf(t, g, 0, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, sp)
	lands(t, g, 1, card.Swamp, 1)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h499Pass(t, g)
	tok := find(t, g, 0, spirit)
	require.NotZero(t, tok)
	require.Equal(t, [2]int{2, 3}, pt(t, g, b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, tok), "\"other\"")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k, obj(tok)))
	h499Pass(t, g)
	require.True(t, gone(g, tok))
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "Call the Warden only: the token ceased to exist (CR 704.5d)")
}

// 17. Carrion Bond: {1}{B} Aura, "Enchant creature. Enchanted creature
// has 'Whenever another creature dies, put a +1/+1 counter on this
// creature.'" The ability is the enchanted creature's (CR 112.10,
// 603.3a): two other creatures dying in one event make it trigger twice
// (CR 603.2, 603.10a); its own death doesn't trigger it ("another").
func TestH499CarrionBondGrantedDiesTrigger(t *testing.T) {
	bond := def(t, card.Definition{Name: "Carrion Bond", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{Another: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectAttached, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	wrath := sorcery(t, "Culling Flame", "{1}{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	host := bf(t, g, 0, creature(t, "Tough Ox", "{2}{G}", 2, 3, 0, "Ox"))
	bf(t, g, 0, bond, game.PutOptions{AttachedTo: host})
	bf(t, g, 0, creature(t, "Weak Imp", "{B}", 1, 1, 0, "Imp"))
	bf(t, g, 1, creature(t, "Weak Goblin", "{R}", 1, 1, 0, "Goblin"))
	lands(t, g, 0, card.Mountain, 2)
	s := hand(t, g, 0, wrath)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h499Pass(t, g)
	require.Equal(t, 2, counter(t, g, host, game.PlusOne))
	require.Equal(t, [2]int{4, 5}, pt(t, g, host))
}

// 18. Sapping Wisp: {1}{B} 1/1 Spirit, "When Sapping Wisp enters the
// battlefield, you gain 2 life and up to one target creature gets -2/-2
// until end of turn." With no target chosen the ability resolves and
// Alice gains 2 (CR 601.2c, 603.3d). With Bob's 2/2 chosen and then
// bounced in response, its only target is illegal and the whole ability
// is countered on resolution: no life is gained (CR 608.2b).
func TestH499SappingWispUpToOne(t *testing.T) {
	wisp := h499Crt(t, "Sapping Wisp", "{1}{B}", 1, 1, 0, "Spirit", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Optional: true}},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)},
				{Op: ability.OpModify, Target: 0, Power: -2, Toughness: -2}}}}})
	bounce := instant(t, "Recall Wave", "{U}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpBounce, Target: 0})
	for _, choose := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		lands(t, g, 0, card.Swamp, 2)
		w := hand(t, g, 0, wisp)
		ox := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
		lands(t, g, 1, card.Island, 1)
		rw := hand(t, g, 1, bounce)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, w))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		if !choose {
			h499Targets(t, g, 0)
			h499Pass(t, g)
			require.Equal(t, 22, g.Life(0))
			continue
		}
		h499Targets(t, g, 0, obj(ox))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Cast(1, rw, obj(ox)))
		h499Pass(t, g)
		require.Equal(t, zone.Hand, zoneOf(t, g, ox))
		require.Equal(t, 20, g.Life(0), "CR 608.2b")
	}
}

// 19. Goblin Warcaller: {2}{R} 2/2 Goblin, "Whenever Goblin Warcaller
// attacks, it gets +1/+0 until end of turn for each other attacking
// Goblin." It attacks with two other Goblins and a Bear: +2/+0, counted
// on resolution (CR 608.2g, 611.2c); the Warcaller itself, a Goblin,
// is not "other".
func TestH499GoblinWarcallerCountsOthers(t *testing.T) {
	wc := h499Crt(t, "Goblin Warcaller", "{2}{R}", 2, 2, 0, "Goblin", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Attacks, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf,
			Power: 1, Amount: ability.Amount{Kind: ability.CountOtherAttackingSubtype, Subtype: "Goblin"}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := bf(t, g, 0, wc)
	g1 := bf(t, g, 0, creature(t, "Goblin Runt", "{R}", 1, 1, 0, "Goblin"))
	g2 := bf(t, g, 0, creature(t, "Goblin Runt", "{R}", 1, 1, 0, "Goblin"))
	g3 := bf(t, g, 0, creature(t, "Goblin Runt", "{R}", 1, 1, 0, "Goblin"))
	br := bf(t, g, 0, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: w, Player: 1}, game.Attack{Attacker: g1, Player: 1},
		game.Attack{Attacker: g2, Player: 1}, game.Attack{Attacker: br, Player: 1})
	h499Pass(t, g)
	require.Equal(t, [2]int{4, 2}, pt(t, g, w))
	require.False(t, gone(g, g3))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20-4-1-1-2, g.Life(1))
}

// 20. Welcome Sigil: {1}{W} Aura, "Enchant creature. Enchanted creature
// has 'Whenever another creature enters the battlefield under your
// control, you gain 1 life.'" Alice's Sigil is on Bob's Ox: the granted
// ability is the Ox's, so "you" and "your control" are Bob (CR 112.10,
// 603.3a, 109.5). Alice's creature entering doesn't trigger it; Bob's
// does, and Bob gains 1.
func TestH499WelcomeSigilGrantedToOpponent(t *testing.T) {
	sigil := def(t, card.Definition{Name: "Welcome Sigil", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, OfAttached: true,
			Match:   ability.Filter{Types: ability.Creature, Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 0, sigil, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Forest, 2)
	a1 := hand(t, g, 0, creature(t, "Alice Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b1 := hand(t, g, 1, creature(t, "Bob Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a1))
	h499Pass(t, g)
	require.Equal(t, []int{20, 20}, []int{g.Life(0), g.Life(1)})
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Cast(1, b1))
	h499Pass(t, g)
	require.Equal(t, []int{20, 21}, []int{g.Life(0), g.Life(1)})
}

// 21. Stoneskin Ward: {1}{W} enchantment, "Whenever a creature you
// control becomes the target of a spell or ability an opponent
// controls, that creature gets +0/+3 until end of turn." Bob's 3-damage
// spell at Alice's 2/2: the trigger goes on the stack above the spell
// and resolves first (CR 603.3, 405.5), so the 2/5 survives. Alice's own
// spell doesn't trigger it.
func TestH499StoneskinWardTargeted(t *testing.T) {
	ward := def(t, card.Definition{Name: "Stoneskin Ward", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent, Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Toughness: 3}}}}})
	bolt3 := instant(t, "Searing Lance", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, ward)
	b := bf(t, g, 0, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Mountain, 1)
	mine := hand(t, g, 0, instant(t, "Tiny Boon", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1}))
	lands(t, g, 1, card.Mountain, 1)
	ls := hand(t, g, 1, bolt3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, mine, obj(b)))
	require.Equal(t, 1, g.StackLen(), "her own spell: no trigger")
	h499Pass(t, g)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, ls, obj(b)))
	require.Equal(t, 2, g.StackLen())
	h499Pass(t, g)
	require.False(t, gone(g, b))
	require.Equal(t, [2]int{3, 5}, pt(t, g, b))
	require.Equal(t, 3, info(t, g, b).Damage)
}

// 22. Gift of Burden: {2}{B} artifact, "At the beginning of your upkeep,
// you lose 2 life. {1}: Target opponent gains control of Gift of Burden.
// Activate only as a sorcery." Alice gives it to Bob (CR 613.1b, layer 2):
// from then on its upkeep trigger is Bob's and triggers in Bob's upkeep
// (CR 603.3a), not in Alice's.
func TestH499GiftOfBurdenDonated(t *testing.T) {
	gift := def(t, card.Definition{Name: "Gift of Burden", ManaCost: cost("{2}{B}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)}}}},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
			Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectSelf, Who: ability.WhoTarget, Target: 0, Duration: ability.Permanently}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	gb := bf(t, g, 0, gift)
	lands(t, g, 0, card.Swamp, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, gb, 0, pl(1)))
	h499Pass(t, g)
	require.Equal(t, game.PlayerID(1), info(t, g, gb).Controller)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 20, g.Life(0))
}

// 23. Toll of Thought: {1}{B} enchantment, "Whenever you draw a card,
// each opponent loses 1 life." One trigger per card drawn (CR 120.2,
// 603.2): a draw step and a "draw two cards" spell make Bob lose 3.
func TestH499TollOfThoughtPerCard(t *testing.T) {
	toll := def(t, card.Definition{Name: "Toll of Thought", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouDraw, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 6)
	bf(t, g, 0, toll)
	lands(t, g, 0, card.Island, 2)
	dv := hand(t, g, 0, sorcery(t, "Twin Visions", "{1}{U}", nil, ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}))
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 19, g.Life(1))
	require.NoError(t, g.Cast(0, dv))
	h499Pass(t, g)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 20, g.Life(0))
}

// 24. Hard Bargain: {2}{B} sorcery, "Target opponent loses 5 life unless
// that player sacrifices a creature or pays 3 life." (CR 608.2c, 118.4).
// Bob at 10 with no creature pays 3 life; Bob at 2 with a creature can't
// pay 3 life (CR 118.4) and sacrifices; Bob at 2 with none loses
// 5.
func TestH499HardBargainUnless(t *testing.T) {
	d := sorcery(t, "Hard Bargain", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessSacrifice | ability.UnlessPayLife,
			Group: ability.Group{Types: ability.Creature}, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(5), IfDeclined: true})
	for _, c := range []struct {
		life     int
		creature bool
		want     int
	}{{10, false, 7}, {2, true, 2}, {2, false, -3}} {
		g := newGame(t, 2)
		libs(t, g, 5)
		lands(t, g, 0, card.Swamp, 3)
		var b game.ObjectID
		if c.creature {
			b = bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
		}
		s := hand(t, g, 0, d)
		require.NoError(t, g.SetLife(1, c.life))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, pl(1)))
		resolve(t, g, func(dd game.Decision) game.Action {
			require.Equal(t, game.DecideUnless, dd.Kind)
			require.Equal(t, game.PlayerID(1), dd.Player)
			if c.life < 3 {
				require.Error(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 1}), "can't pay 3 life with 2")
			}
			switch {
			case c.creature:
				return chooseObj(1, b)
			case c.life >= 3:
				return game.Action{Kind: game.ActChoose, Player: 1, Choice: 1}
			}
			return game.Action{Kind: game.ActChoose, Player: 1}
		})
		require.Equal(t, c.want, g.Life(1))
		if c.creature {
			require.True(t, gone(g, b))
		}
	}
}

// 25. Prismatic Chorus: {2}{G} 2/2 Elf, "When Prismatic Chorus enters
// the battlefield, you gain 2 life for each color among permanents you
// control." Alice controls a green-white hybrid creature (two colours,
// CR 105.2, 202.2), a colourless artifact and lands (colourless): the
// Chorus adds green, already counted: two colours, 4 life.
func TestH499PrismaticChorusColors(t *testing.T) {
	chorus := h499Crt(t, "Prismatic Chorus", "{2}{G}", 2, 2, 0, "Elf", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.ColorsAmongPermanents, Times: 2}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 3)
	bf(t, g, 0, creature(t, "Hedge Knight", "{G/W}{G/W}", 2, 2, 0, "Knight"))
	bf(t, g, 0, def(t, card.Definition{Name: "Plain Idol", ManaCost: cost("{2}"), Types: ability.Artifact}))
	bf(t, g, 1, creature(t, "Red Imp", "{R}", 1, 1, 0, "Imp"))
	c := hand(t, g, 0, chorus)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	h499Pass(t, g)
	require.Equal(t, 24, g.Life(0))
}

// 26. Ossuary Blight: {2}{B} instant, "Target creature gets -1/-1 until
// end of turn for each creature card in all graveyards." Two creature
// cards in Bob's graveyard and one in Alice's, a land card beside them:
// -3/-3, counted once on resolution (CR 608.2g, 611.2c); Bob's 3/3 dies.
func TestH499OssuaryBlightCountsGraveyards(t *testing.T) {
	blight := instant(t, "Ossuary Blight", "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -1, Toughness: -1,
			Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	put(t, g, 1, zone.Graveyard, creature(t, "Dead Ox", "{1}{G}", 2, 2, 0, "Ox"))
	put(t, g, 1, zone.Graveyard, creature(t, "Dead Imp", "{B}", 1, 1, 0, "Imp"))
	put(t, g, 0, zone.Graveyard, creature(t, "Dead Elf", "{G}", 1, 1, 0, "Elf"))
	put(t, g, 0, zone.Graveyard, card.Forest)
	v := bf(t, g, 1, creature(t, "Stout Ox", "{2}{G}", 3, 3, 0, "Ox"))
	s := hand(t, g, 0, blight)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(v)))
	h499Pass(t, g)
	require.True(t, gone(g, v))
}

// 27. Crackling Sweep: {2}{R} sorcery, "Crackling Sweep deals 1 damage
// to target player and each creature that player controls." Three
// players: only Bob and Bob's creatures are dealt damage; Carol's 1/1
// survives (CR 608.2c).
func TestH499CracklingSweepTargetPlayersCreatures(t *testing.T) {
	sweep := sorcery(t, "Crackling Sweep", "{2}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, TargetPlayers: true}, Amount: ability.N(1)})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 3)
	b1 := bf(t, g, 1, creature(t, "Bob Imp", "{B}", 1, 1, 0, "Imp"))
	b2 := bf(t, g, 1, creature(t, "Bob Ox", "{1}{G}", 2, 2, 0, "Ox"))
	c1 := bf(t, g, 2, creature(t, "Carol Imp", "{B}", 1, 1, 0, "Imp"))
	a1 := bf(t, g, 0, creature(t, "Alice Imp", "{B}", 1, 1, 0, "Imp"))
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	h499Pass(t, g)
	require.Equal(t, 19, g.Life(1))
	require.True(t, gone(g, b1))
	require.Equal(t, 1, info(t, g, b2).Damage)
	require.False(t, gone(g, c1))
	require.False(t, gone(g, a1))
	require.Equal(t, 20, g.Life(2))
}

// 28. Bone Tithe written the other way, "Exile target creature card
// from a graveyard. You gain life equal to its toughness." The exiled
// card is read as it last existed in the graveyard (CR 608.2g): Alice
// gains 5.
func TestH499BoneTitheExileThenToughness(t *testing.T) {
	gy := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}}
	tithe := instant(t, "Bone Tithe", "{B}", []ability.TargetSpec{gy},
		ability.Effect{Op: ability.OpExile, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	c := put(t, g, 1, zone.Graveyard, creature(t, "Dead Ox", "{2}{G}", 2, 5, 0, "Ox"))
	s := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	h499Pass(t, g)
	require.Equal(t, 25, g.Life(0))
}

// ---------------------------------------------------------------------
// Definitions Check refuses: the engine couldn't play them as written.

// h499Refused asserts that Check refuses d, naming field.
func h499Refused(t *testing.T, d card.Definition, field string) {
	t.Helper()
	err := card.Define(d).Check()
	require.Error(t, err)
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Contains(t, err.Error(), field)
}

// 29. "Whenever a creature attacks you or a planeswalker you control,
// that player loses 1 life": this event gives no player to read
// (CR 603.2); "that player" would name nobody, and Check refuses it.
// "An emblem that has an activated ability" is refused too (CR 113.3:
// emblems here have only the abilities the engine reads from the
// command zone).
func TestH499CheckRefusesEventPlayerAndEmblemAbility(t *testing.T) {
	h499Refused(t, card.Definition{Name: "Vengeful Sentry", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}}, "Triggered[0]")
	h499Refused(t, card.Definition{Name: "Odd Emblem",
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: draw1}}}, "Activated")
}

// 30. Costs the engine doesn't pay where they are written: a mana
// ability that costs life (CR 605.3a: paid at once, which the engine
// does only for taps, mana and the source's sacrifice), a graveyard
// ability that costs {T} (a card in a graveyard can't be tapped, CR
// 701.19a), and a cost with two X (mana and counters, CR 107.3a).
func TestH499CheckRefusesCosts(t *testing.T) {
	h499Refused(t, card.Definition{Name: "Blood Well", Types: ability.Land,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, Life: 1}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h499Pool(mana.Black)}}}}},
		"Activated[0].Cost")
	h499Refused(t, card.Definition{Name: "Sleepless Corpse", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(1),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Tap: true}, Effects: draw1}}}, "Activated[0].Cost")
	h499Refused(t, card.Definition{Name: "Twin X Battery", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{X}"), RemoveCountersX: "charge"},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}}}}, "Activated[0].Cost")
}

// h499Pool is one mana of colour c.
func h499Pool(c mana.Color) mana.Pool {
	var p mana.Pool
	p.Add(c, 1)
	return p
}

// 31. Statics the engine can't apply as written: a type added to a
// group (only an attached permanent gets types, so that whether a static
// applies never waits on the types another adds, CR 613.8), a
// characteristic-defining power of another permanent (CR 604.3 makes
// it the object's own), and "you can't play lands" under a condition.
func TestH499CheckRefusesStatics(t *testing.T) {
	h499Refused(t, card.Definition{Name: "Forge of Life", ManaCost: cost("{3}"), Types: ability.Artifact,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Artifact, Side: ability.YourSide},
			AddTypes: ability.Creature}}}, "Statics[0].AddTypes")
	h499Refused(t, card.Definition{Name: "Crowd Sigil", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, SetPTFromCreatures: true}}}, "Statics[0].Affects")
	h499Refused(t, card.Definition{Name: "Fickle Drought", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{If: ability.IfYouControl(ability.Artifact), ControllerCantPlayLands: true}}}, "ControllerCantPlayLands")
}

// 32. Effects that would read what isn't there: "that creature" of an
// upkeep (no object, CR 603.2), "the sacrificed creature's power"
// without a sacrifice, "that much" of a spell (no event), and a "you
// may" choice of a permanent in one effect, which the engine can't ask.
func TestH499CheckRefusesMissingEventData(t *testing.T) {
	h499Refused(t, card.Definition{Name: "Dawn Lash", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{{Op: ability.OpDamage,
			Subject: ability.SubjectEventObject, Amount: ability.N(1)}}}}}, "Subject")
	h499Refused(t, card.Definition{Name: "Hollow Offering", ManaCost: cost("{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}},
		"Amount.Kind")
	h499Refused(t, card.Definition{Name: "Echo Gift", ManaCost: cost("{G}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}},
		"Amount.Kind")
	h499Refused(t, card.Definition{Name: "Hesitant Recall", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectChosen, Optional: true,
			Group: ability.Group{Types: ability.Creature}}}}}, "Optional")
}

// 33. Restless Marrow: {1}{B} 2/1 Skeleton, "{1}{B}: Return Restless
// Marrow from your graveyard to your hand." Activated twice, the second
// in response to the first: the first returns the card; the card in the
// hand is a new object (CR 400.7), so the second ability, whose
// "Restless Marrow" is the card in the graveyard, does nothing. From the
// hand the ability can't be activated (CR 112.6b).
func TestH499RestlessMarrowTwice(t *testing.T) {
	marrow := h499Crt(t, "Restless Marrow", "{1}{B}", 2, 1, 0, "Skeleton", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}{B}")},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	m := put(t, g, 0, zone.Graveyard, marrow)
	lands(t, g, 0, card.Swamp, 4)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, m, 0))
	require.NoError(t, g.Activate(0, m, 0))
	require.Equal(t, 2, g.StackLen())
	h499Pass(t, g)
	require.Equal(t, zone.Hand, zoneOf(t, g, m))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(0, zone.Graveyard))
	nid, _ := g.Follow(m)
	require.Error(t, g.Activate(0, nid, 0))
}

// 34. Duel of Fangs: {1}{G} sorcery, "Target creature you control
// fights target creature you don't control." Alice's 2/2 with deathtouch
// and lifelink fights Bob's 5/5: each deals damage equal to its power to
// the other (CR 701.11a); deathtouch destroys the 5/5 (CR 702.2b) and
// lifelink gains Alice 2 (CR 702.15b); Alice's 2/2 dies too. If Bob's
// creature leaves first, no damage is dealt (CR 701.11b).
func TestH499DuelOfFangs(t *testing.T) {
	duel := sorcery(t, "Duel of Fangs", "{1}{G}", []ability.TargetSpec{
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}},
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	bounce := instant(t, "Recall Wave", "{U}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpBounce, Target: 0})
	for _, dodge := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		lands(t, g, 0, card.Forest, 2)
		a := bf(t, g, 0, creature(t, "Fanged Viper", "{1}{G}", 2, 2, ability.Deathtouch|ability.Lifelink, "Snake"))
		b := bf(t, g, 1, creature(t, "Big Ox", "{4}{G}", 5, 5, 0, "Ox"))
		lands(t, g, 1, card.Island, 1)
		rw := hand(t, g, 1, bounce)
		s := hand(t, g, 0, duel)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, obj(a), obj(b)))
		if dodge {
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Cast(1, rw, obj(b)))
			h499Pass(t, g)
			require.False(t, gone(g, a))
			require.Equal(t, 0, info(t, g, a).Damage)
			require.Equal(t, 20, g.Life(0))
			continue
		}
		h499Pass(t, g)
		require.True(t, gone(g, b))
		require.True(t, gone(g, a))
		require.Equal(t, 22, g.Life(0))
	}
}

// 35. Siphoning Blade: {2} artifact — Equipment, "Whenever equipped
// creature deals combat damage to a player, that player puts that many
// cards from the top of their library into their graveyard. Equip {1}."
// Equipped to Alice's 3/3, unblocked: Bob mills three (CR 510.2,
// 603.2).
func TestH499SiphoningBladeMillsThatMany(t *testing.T) {
	blade := def(t, card.Definition{Name: "Siphoning Blade", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Activated: []ability.Activated{equipFor("{1}")},
		Triggered: []ability.Triggered{{Event: ability.AttachedDealsCombatDamageToPlayer, Effects: []ability.Effect{{Op: ability.OpMill,
			Who: ability.WhoEventPlayer, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 6)
	c := bf(t, g, 0, creature(t, "Stout Ox", "{2}{G}", 3, 3, 0, "Ox"))
	bf(t, g, 0, blade, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 3, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 3, g.ZoneLen(1, zone.Library))
	require.Equal(t, 0, g.ZoneLen(0, zone.Graveyard))
}

// 36. Iron Decree: {2}{W} enchantment, "Nonartifact creatures your
// opponents control can't block." Bob's 2/2 can't block Alice's
// attacker; his artifact creature can (CR 509.1a, 509.1b); Alice's own
// creatures are unaffected.
func TestH499IronDecreeNonartifactCantBlock(t *testing.T) {
	decree := def(t, card.Definition{Name: "Iron Decree", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, NotTypes: ability.Artifact,
			Side: ability.OpponentSide}, Restrictions: ability.CantBlock}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, decree)
	a := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 2, 2, 0, "Warrior"))
	mine := bf(t, g, 0, creature(t, "Home Guard", "{1}{W}", 1, 1, 0, "Soldier"))
	ox := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	golem := bf(t, g, 1, def(t, card.Definition{Name: "Clay Golem", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(3)}))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.True(t, info(t, g, ox).Restrictions.Has(ability.CantBlock))
	require.False(t, info(t, g, golem).Restrictions.Has(ability.CantBlock))
	require.False(t, info(t, g, mine).Restrictions.Has(ability.CantBlock))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	require.False(t, g.CanBlock(ox, a))
	require.True(t, g.CanBlock(golem, a))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: ox, Attacker: a}}}))
	block(t, g, 1, game.Block{Blocker: golem, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, info(t, g, golem).Damage)
}

// ---------------------------------------------------------------------
// Defects: the engine plays these definitions, which Check accepts,
// against the rules. Each test is skipped with what is wrong.

// 37. Second Wind Insight: {1}{U} sorcery, "Draw a card. If you've cast
// another spell this turn, draw a card." Cast as Alice's first spell of
// the turn, the only spell she has cast is Second Wind Insight itself,
// which is not "another" spell: she draws one card (CR 608.2c, the "if"
// is checked as the effect is reached; CR 601.2i, the spell was cast).
func TestH499AnotherSpellNotItself(t *testing.T) {
	d := sorcery(t, "Second Wind Insight", "{1}{U}", nil,
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1),
			If: &ability.Condition{Kind: ability.YouCastAnotherSpellThisTurn}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 38. Cinder Revenant Husk: {2}{R} 3/3 Spirit, "{2}, Exile Cinder
// Revenant Husk from your graveyard: It deals damage equal to its power
// to target creature." The card in the graveyard has its printed power
// 3; the cost moved it to exile, so the ability uses its last known
// information from the graveyard (CR 112.7a, 608.2g): 3 damage kills
// Bob's 3/3.
func TestH499GraveyardSourcePower(t *testing.T) {
	husk := h499Crt(t, "Cinder Revenant Husk", "{2}{R}", 3, 3, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}"), ExileSelf: true},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := put(t, g, 0, zone.Graveyard, husk)
	lands(t, g, 0, card.Mountain, 2)
	v := bf(t, g, 1, creature(t, "Stout Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(v)))
	require.Equal(t, zone.Exile, zoneOf(t, g, h))
	h499Pass(t, g)
	require.True(t, gone(g, v), "3 damage to a 3/3")
}

// 39. Ashen Offering: {1}{B} 1/1 Zombie, "{1}, Sacrifice Ashen Offering:
// Draw a card", written as working from the graveyard. A card in a
// graveyard is no permanent and can't be sacrificed (CR 701.15a), so
// the cost can never be paid (CR 117.3, 602.2b): Check refuses the
// definition, or the game never lets the ability be activated.
func TestH499GraveyardSacrificeSelfCantBePaid(t *testing.T) {
	d := card.Define(card.Definition{Name: "Ashen Offering", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true}, Effects: draw1}}})
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Activated[0].Cost.SacrificeSelf", fe.Field)
	// And a game refuses it (Game.Put checks it).
	g := newGame(t, 2)
	_, err = g.Put(0, zone.Graveyard, d, game.PutOptions{})
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
}

// 40. Tether Curse: {1}{B} Aura, "Enchant creature. Whenever enchanted
// creature deals combat damage to a player, its controller loses 2
// life." Alice's Curse is on Bob's 2/4 Ox; the Ox attacks Alice and
// deals her 2 combat damage. "Its controller" is the controller of the
// enchanted creature, Bob (WhoEnchantedController; CR 603.2, 608.2c),
// not the player dealt the damage: Alice ends at 18, Bob at 18.
func TestH499TetherCurseCombatDamageItsController(t *testing.T) {
	curse := def(t, card.Definition{Name: "Tether Curse", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedDealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 4, 0, "Ox"))
	bf(t, g, 0, curse, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: c, Player: 0})
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(0), "only the combat damage")
	require.Equal(t, 18, g.Life(1), "the Ox's controller loses 2")
}

// 41. Tether Curse variant, "Whenever enchanted creature is dealt
// damage, its controller loses 2 life." Alice's Curse is on Bob's 2/2;
// Alice's 2-damage spell kills it, and the Curse goes to the graveyard
// (CR 704.5n) before the trigger resolves. The ability uses the Curse
// as it last existed, attached to Bob's creature (CR 112.7a, 608.2g):
// Bob loses 2 life.
func TestH499TetherCurseDealtDamageCreatureDied(t *testing.T) {
	curse := def(t, card.Definition{Name: "Tether Curse", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedIsDealtDamage,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 0, curse, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Mountain, 1)
	zap := hand(t, g, 0, instant(t, "Zap", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, zap, obj(c)))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(1))
}

// 42. Mourning Curse: {1}{B} Aura, "Enchant creature. When enchanted
// creature dies, its controller loses 2 life." Alice's Curse on Bob's
// 2/2, destroyed: the creature and then the Curse leave; "its
// controller" is read as the creature last existed, Bob (CR 603.10a,
// 608.2g): Bob loses 2.
func TestH499MourningCurseDiesItsController(t *testing.T) {
	curse := def(t, card.Definition{Name: "Mourning Curse", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedDies,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 0, curse, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, obj(c)))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(1))
}

// 43. Gift Charm: {1}{U} Aura, "Enchant creature. {1}, Sacrifice Gift
// Charm: Enchanted creature's controller draws a card." Alice's Charm is
// on Bob's Ox. Sacrificed as the cost, the Charm is read as it last
// existed on the battlefield, attached to Bob's Ox (CR 112.7a, 608.2g):
// Bob draws, not Alice. (Without the sacrifice, Bob draws: the engine
// gets that right.)
func TestH499GiftCharmSacrificedEnchantedController(t *testing.T) {
	charm := def(t, card.Definition{Name: "Gift Charm", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoEnchantedController, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	a := bf(t, g, 0, charm, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Island, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	h499Pass(t, g)
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
}

// 44. Bone Tithe: {B} instant, "You gain life equal to the toughness of
// target creature card in a graveyard. Exile that card." The card is in
// the graveyard, the public zone the effect expects it in, as the life
// is gained: its current toughness, 5, is used (CR 608.2g, 608.2c; a
// card in a graveyard has its printed characteristics). Alice gains 5.
func TestH499BoneTitheToughnessInGraveyard(t *testing.T) {
	gy := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}}
	tithe := instant(t, "Bone Tithe", "{B}", []ability.TargetSpec{gy},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	c := put(t, g, 1, zone.Graveyard, creature(t, "Dead Ox", "{2}{G}", 2, 5, 0, "Ox"))
	s := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	h499Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
	require.Equal(t, 25, g.Life(0))
}

// 45. Battery Golem: {3} artifact creature 2/2 Golem, "When Battery
// Golem dies, draw a card for each charge counter on it." It dies with
// two charge counters: the leaves-the-battlefield ability looks back and
// reads the Golem as it last existed on the battlefield (CR 603.10a,
// 608.2g; CountersOnSelf "as it last existed"): Alice draws two. The
// same with +1/+1 counters.
func TestH499BatteryGolemCountersOnDeath(t *testing.T) {
	for _, k := range []string{"charge", "+1/+1"} {
		d := def(t, card.Definition{Name: "Battery Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
			Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2),
			Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou,
				Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: k}}}}}})
		g := newGame(t, 2)
		libs(t, g, 5)
		var cs [game.NumCounterKinds]int
		ck, ok := game.ParseCounterKind(k)
		require.True(t, ok)
		cs[ck] = 2
		c := bf(t, g, 0, d, game.PutOptions{Counters: cs})
		lands(t, g, 0, card.Swamp, 1)
		kill := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, kill, obj(c)))
		h499Pass(t, g)
		require.True(t, gone(g, c))
		require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "%s counters", k)
	}
}

// 46. Venom Wraith: {1}{B} 1/1 Wraith with deathtouch and lifelink,
// "{2}: Venom Wraith deals 1 damage to target creature. Activate only
// while Venom Wraith is in your graveyard." The card deals the damage
// from the graveyard; deathtouch and lifelink work from any zone
// (CR 702.2d, 702.15d): Bob's 5/5 is destroyed (CR 702.2b, 704.5h) and
// Alice, the card's owner, gains 1 life (CR 702.15b).
func TestH499VenomWraithFromGraveyard(t *testing.T) {
	wraith := h499Crt(t, "Venom Wraith", "{1}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, "Wraith", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	lands(t, g, 0, card.Swamp, 2)
	v := bf(t, g, 1, creature(t, "Big Ox", "{4}{G}", 5, 5, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, obj(v)))
	h499Pass(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	require.True(t, gone(g, v), "deathtouch from the graveyard")
	require.Equal(t, 21, g.Life(0), "lifelink from the graveyard")
}
