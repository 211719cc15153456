// Custom cards, 54-th set: timing and turn structure with cards of one's
// own. Activation restrictions ("activate only as a sorcery", "only once
// each turn", "only if ...", CR 602.5), kept through control changes
// (CR 602.5b) and lost with a zone change (CR 400.7), on mana abilities
// too; abilities that work from a graveyard at sorcery speed; flash on
// creatures, Auras and a sorcery (CR 702.8a) and the summoning sickness
// of a creature flashed in (CR 302.6); "at the beginning of" upkeep,
// combat and end step abilities (CR 500.6, 503.1a, 507, 513.2), in
// free-for-all and Two-Headed Giant turns (CR 805.4); the first-strike
// combat damage step and what deals damage in the second (CR 510.4);
// combat without attackers (CR 508.8); the untap step with "doesn't
// untap" (CR 502.2); cards that may be played "this turn" only; a turn
// that goes on after its active player left (CR 800.4i); "last turn"
// conditions in a three-player game; and, at the end, definitions Check
// accepts that the engine misplays (skipped, each saying what is wrong).

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

// ---------------------------------------------------------------------
// Helpers

// h538Crt is a checked creature card with the fields of extra.
func h538Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, extra card.Definition) *card.Definition {
	extra.Name, extra.ManaCost, extra.Types = name, cost(mc), ability.Creature|extra.Types
	extra.Subtypes = []string{"Wizard"}
	extra.Power, extra.Toughness, extra.Keywords = C(p), C(tg), kw|extra.Keywords
	return def(t, extra)
}

// h538To passes idly until step s of turn n has priority with an empty
// stack.
func h538To(t *testing.T, g *game.Game, n int, s game.Step) {
	t.Helper()
	for i := 0; i < 800; i++ {
		d := g.Pending()
		if g.Over() || g.Turn() == n && g.Step() == s && d.Kind == game.DecidePriority && g.StackLen() == 0 {
			return
		}
		idleAnswer(t, g, d, "h538To")
	}
	t.Fatalf("h538To: never reached turn %d step %v (at turn %d %v)", n, s, g.Turn(), g.Step())
}

// h538Until passes idly until a player has priority in step s of turn
// n, whatever is on the stack.
func h538Until(t *testing.T, g *game.Game, n int, s game.Step) {
	t.Helper()
	for i := 0; i < 800; i++ {
		d := g.Pending()
		if g.Over() || g.Turn() == n && g.Step() == s && d.Kind == game.DecidePriority {
			return
		}
		idleAnswer(t, g, d, "h538Until")
	}
	t.Fatalf("h538Until: never reached turn %d step %v (at turn %d %v)", n, s, g.Turn(), g.Step())
}

// h538Steps lists the steps begun since the events were last cleared.
func h538Steps(g *game.Game) []game.Step {
	var out []game.Step
	for _, e := range g.Events() {
		if e.Kind == game.EventStep {
			out = append(out, e.Step)
		}
	}
	return out
}

// h538Has reports whether steps holds s.
func h538Has(steps []game.Step, s game.Step) bool {
	for _, x := range steps {
		if x == s {
			return true
		}
	}
	return false
}

// h538RuleOf is the rule a refusal cites, or "".
func h538RuleOf(err error) string {
	if re, ok := err.(*game.RuleError); ok {
		return re.Rule
	}
	return ""
}

// h538Pump is "Target creature gets +p/+t and gains kw until end of
// turn" as an instant.
func h538Pump(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Keywords: kw})
}

// h538Gain is "you gain n life".
func h538Gain(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

// h538Draw is "you draw n cards".
func h538Draw(n int) ability.Effect {
	return ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(n)}
}

// h538Lives lists every player's life total.
func h538Lives(g *game.Game) []int {
	var out []int
	for p := 0; p < g.NumPlayers(); p++ {
		out = append(out, g.Life(game.PlayerID(p)))
	}
	return out
}

// h538RR is the mana {R}{R}.
func h538RR() mana.Pool {
	var p mana.Pool
	p.Add(mana.Red, 2)
	return p
}

// ---------------------------------------------------------------------
// Part 1. Activation restrictions (CR 602.5)

// 1. Tidecall Adept, 1/1: "{1}: You gain 1 life. Activate this ability
// only once each turn." Once each turn means each turn, whoever's it is:
// a second activation in Alice's turn is refused (CR 602.5b), and she
// may activate it again in Bob's turn, the next one.
func TestH538OncePerTurnEachTurn(t *testing.T) {
	adept := h538Crt(t, "Tidecall Adept", "{U}", 1, 1, 0, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h538Gain(1)}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	a := bf(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	err := g.Activate(0, a, 0)
	require.Error(t, err, "once each turn (CR 602.5b)")
	require.Equal(t, "602.5b", h538RuleOf(err))
	resolve(t, g, nil)
	require.Error(t, g.Activate(0, a, 0), "still this turn after it resolved")
	h538To(t, g, 3, game.Upkeep)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(0, a, 0), "Bob's turn is another turn")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// h538Adept is Tidecall Adept of test 1.
func h538Adept(t *testing.T) *card.Definition {
	return h538Crt(t, "Tidecall Adept", "{U}", 1, 1, 0, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h538Gain(1)}}}})
}

// 2. Tidecall Adept again. Alice activates it in her turn; Bob then gains
// control of it for good. The restriction goes on applying to the object
// whatever its controller (CR 602.5b): Bob can't activate it this turn,
// and can in his own turn.
func TestH538OncePerTurnKeptThroughControlChange(t *testing.T) {
	steal := instant(t, "Sudden Loyalty", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Island, 3)
	a := bf(t, g, 0, h538Adept(t))
	s := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, a).Controller)
	require.NoError(t, g.Pass(0))
	err := g.Activate(1, a, 0)
	require.Error(t, err, "already activated this turn, by Alice (CR 602.5b)")
	require.Equal(t, "602.5b", h538RuleOf(err))
	h538To(t, g, 3, game.Upkeep)
	require.NoError(t, g.Activate(1, a, 0), "a new turn")
	resolve(t, g, nil)
	require.Equal(t, []int{21, 21}, h538Lives(g))
}

// 3. Tidecall Adept with flash. Alice activates it, returns it to her
// hand and casts it again: the permanent is a new object (CR 400.7),
// whose ability has not been activated this turn (CR 602.5b restricts
// the object).
func TestH538OncePerTurnNewObjectAfterBounce(t *testing.T) {
	adept := h538Crt(t, "Tidecall Adept", "{U}", 1, 1, ability.Flash, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h538Gain(1)}}}})
	bounce := instant(t, "Recall Tide", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 4)
	a := bf(t, g, 0, adept)
	b := hand(t, g, 0, bounce)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, b, obj(a)))
	resolve(t, g, nil)
	inHand := mustFollow(t, g, a)
	require.Equal(t, zone.Hand, info(t, g, inHand).Zone)
	require.NoError(t, g.Cast(0, inHand))
	resolve(t, g, nil)
	again := mustFollow(t, g, inHand)
	require.NoError(t, g.Activate(0, again, 0), "a new object (CR 400.7)")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 4. Ember Shard, an artifact: "Add {R}{R} to your mana pool. Activate
// this ability only once each turn." A mana ability (CR 605.1a) with a
// restriction on its use: a second activation in the turn is refused
// (CR 602.5b), and the mana left in the pool empties as the step ends
// (CR 500.4).
func TestH538OnceEachTurnManaAbility(t *testing.T) {
	shard := def(t, card.Definition{Name: "Ember Shard", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{OncePerTurn: true, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h538RR()}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, shard)
	require.NoError(t, g.Start(2, 0, game.Main1))
	mk := game.Action{Kind: game.ActActivateMana, Player: 0, Object: s, Ability: 0}
	require.NoError(t, g.Apply(mk))
	require.Equal(t, 2, g.Pool(0).Amount(mana.Red))
	err := g.Apply(mk)
	require.Error(t, err, "only once each turn (CR 602.5b)")
	require.Equal(t, "602.5b", h538RuleOf(err))
	require.Equal(t, 2, g.Pool(0).Amount(mana.Red))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NotEqual(t, game.Main1, g.Step())
	require.Equal(t, 0, g.Pool(0).Amount(mana.Red), "the pool empties as the step ends (CR 500.4)")
}

// h538Altar is Runescribe Altar: "{1}: Draw a card. Activate this
// ability only any time you could cast a sorcery."
func h538Altar(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Runescribe Altar", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
			Effects: []ability.Effect{h538Draw(1)}}}})
}

// 5. Runescribe Altar follows the timing of a sorcery (CR 602.5d, 307.1):
// refused in Alice's upkeep, in her beginning of combat, while her own
// instant waits on the stack, and in Bob's main phase; allowed in both
// of her main phases with an empty stack.
func TestH538SorcerySpeedAbilityTimings(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 6)
	alt := bf(t, g, 0, h538Altar(t))
	ins := hand(t, g, 0, instant(t, "Quick Study", "{U}", nil, h538Draw(1)))
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	err := g.Activate(0, alt, 0)
	require.Error(t, err, "upkeep")
	require.Equal(t, "602.5d", h538RuleOf(err))
	h538To(t, g, 2, game.Main1)
	require.NoError(t, g.Cast(0, ins))
	require.Error(t, g.Activate(0, alt, 0), "the stack is not empty (CR 307.1)")
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, alt, 0), "main phase, empty stack")
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.BeginCombat, g.Step())
	require.Error(t, g.Activate(0, alt, 0), "beginning of combat")
	h538To(t, g, 2, game.Main2)
	require.NoError(t, g.Activate(0, alt, 0), "the second main phase is a main phase too (CR 505.1)")
	resolve(t, g, nil)
	h538To(t, g, 3, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	err = g.Activate(0, alt, 0)
	require.Error(t, err, "Bob's main phase is not Alice's")
	require.Equal(t, "602.5d", h538RuleOf(err))
}

// 6. Quickblade Savant, 1/1 with flash and "{1}: Quickblade Savant gets
// +1/+0 until end of turn. Activate this ability only any time you could
// cast a sorcery." Flash lets the card be cast at instant speed (CR
// 702.8a); it says nothing of its abilities, which keep their sorcery
// timing (CR 602.5d): cast in Bob's turn, the Savant's ability is
// refused there.
func TestH538FlashDoesNotSpeedUpAbilities(t *testing.T) {
	savant := h538Crt(t, "Quickblade Savant", "{R}", 1, 1, ability.Flash, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 3)
	s := hand(t, g, 0, savant)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, s), "flash (CR 702.8a)")
	resolve(t, g, nil)
	id := mustFollow(t, g, s)
	require.Equal(t, zone.Battlefield, info(t, g, id).Zone)
	require.NoError(t, g.Pass(1))
	err := g.Activate(0, id, 0)
	require.Error(t, err)
	require.Equal(t, "602.5d", h538RuleOf(err))
}

// 7. Sudden Decree, a sorcery with flash: "Draw two cards." Flash works
// on any card that can be cast (CR 702.8a): Alice casts the sorcery in
// Bob's upkeep, and in response to her own spell on the stack.
func TestH538SorceryWithFlash(t *testing.T) {
	decree := def(t, card.Definition{Name: "Sudden Decree", ManaCost: cost("{1}{U}"), Types: ability.Sorcery, Keywords: ability.Flash,
		Spell: ability.Spell{Effects: []ability.Effect{h538Draw(2)}}})
	plain := sorcery(t, "Slow Decree", "{U}", nil, h538Draw(1))
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 5)
	d1 := hand(t, g, 0, decree)
	d2 := hand(t, g, 0, decree)
	p := hand(t, g, 0, plain)
	require.NoError(t, g.Start(2, 1, game.Upkeep))
	require.NoError(t, g.Pass(1))
	require.Error(t, g.Cast(0, p), "a sorcery without flash waits for Alice's main phase (CR 307.1)")
	require.NoError(t, g.Cast(0, d1), "flash (CR 702.8a)")
	require.NoError(t, g.Cast(0, d2), "in response to her own spell")
	resolve(t, g, nil)
	require.Equal(t, 1+4, g.ZoneLen(0, zone.Hand))
}

// 8. Ambush Mantle, an Aura with flash: "Enchanted creature gets +2/+0."
// Cast after blockers are declared (CR 702.8a, 509.1), it makes Alice's
// blocked 2/2 a 4/2 before combat damage, and Bob's 3/3 blocker dies
// (CR 510.2, 704.5g).
func TestH538FlashAuraAfterBlocks(t *testing.T) {
	mantle := def(t, card.Definition{Name: "Ambush Mantle", ManaCost: cost("{R}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature, Keywords: ability.Flash,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 1)
	a := bf(t, g, 0, creature(t, "Hill Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b := bf(t, g, 1, creature(t, "Ridge Ox", "{2}{G}", 3, 3, 0, "Ox"))
	m := hand(t, g, 0, mantle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	require.Equal(t, game.DeclareBlockers, g.Step())
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Cast(0, m, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 2}, pt(t, g, a))
	combatTo(t, g, game.EndCombat)
	require.True(t, gone(g, b), "4 damage kills the 3/3")
	require.True(t, gone(g, a))
}

// 9. Nightwatch Lynx, 2/2 with flash and "{T}: You gain 1 life." Flashed
// in during Bob's end step, it has been under Alice's control
// continuously since her next turn began: in that turn it may attack and
// use its {T} ability (CR 302.6). Flashed in during her own beginning
// of combat, it can do neither that turn.
func TestH538FlashCreatureSickness(t *testing.T) {
	lynx := h538Crt(t, "Nightwatch Lynx", "{1}{W}", 2, 2, ability.Flash, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h538Gain(1)}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 6)
	l1 := hand(t, g, 0, lynx)
	l2 := hand(t, g, 0, lynx)
	l3 := hand(t, g, 0, lynx)
	require.NoError(t, g.Start(2, 1, game.End))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, l1))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, l3))
	resolve(t, g, nil)
	id1, id3 := mustFollow(t, g, l1), mustFollow(t, g, l3)
	require.True(t, info(t, g, id1).SummoningSick)
	require.NoError(t, g.Pass(1))
	err := g.Activate(0, id3, 0)
	require.Error(t, err, "sick in Bob's turn (CR 302.6)")
	require.Equal(t, "602.5a", h538RuleOf(err))
	h538To(t, g, 3, game.BeginCombat)
	require.NoError(t, g.Cast(0, l2))
	resolve(t, g, nil)
	id2 := mustFollow(t, g, l2)
	require.NoError(t, g.Activate(0, id3, 0), "controlled since the turn began")
	resolve(t, g, nil)
	err = g.Activate(0, id2, 0)
	require.Error(t, err, "came under Alice's control this turn")
	require.Equal(t, "602.5a", h538RuleOf(err))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind, "%v %s", g.Step(), g.Prompt(game.English))
	require.True(t, g.CanAttack(id1), "controlled since the turn began (CR 302.6)")
	require.False(t, g.CanAttack(id2), "summoning sick")
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: id2, Player: 1}}}))
	attack(t, g, 0, game.Attack{Attacker: id1, Player: 1})
	combatTo(t, g, game.EndCombat)
	require.Equal(t, []int{21, 18}, h538Lives(g))
}

// ---------------------------------------------------------------------
// Part 2. Combat steps (CR 508.8, 510.4)

// h538Strike sets up Alice's 2/2 first striker and 2/2 vanilla attacking
// Bob unblocked, and moves to the first-strike combat damage step with
// Alice holding priority after the first-strike damage; it returns the
// game, the two attackers and Alice's card in hand.
func h538Strike(t *testing.T, spell *card.Definition) (*game.Game, game.ObjectID, game.ObjectID, game.ObjectID) {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 2)
	f := bf(t, g, 0, creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight"))
	p := bf(t, g, 0, creature(t, "Foot Soldier", "{1}{W}", 2, 2, 0, "Soldier"))
	s := hand(t, g, 0, spell)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1}, game.Attack{Attacker: p, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, game.FirstStrikeDamage, g.Step())
	require.Equal(t, 18, g.Life(1), "the first striker only (CR 510.4)")
	return g, f, p, s
}

// 10. Sudden Grace: "Target creature gains first strike until end of
// turn", cast in the first-strike combat damage step on Alice's vanilla
// attacker, which had neither first strike nor double strike as that
// step began: it deals its damage in the second step all the same, and
// the first striker doesn't deal damage again (CR 510.4).
func TestH538FirstStrikeGainedAfterFirstStep(t *testing.T) {
	g, _, p, s := h538Strike(t, h538Pump(t, "Sudden Grace", 0, 0, ability.FirstStrike))
	require.NoError(t, g.Cast(0, s, obj(p)))
	resolve(t, g, nil)
	require.True(t, info(t, g, p).Keywords.Has(ability.FirstStrike))
	combatTo(t, g, game.EndCombat)
	require.Equal(t, 16, g.Life(1), "2 + 2: the vanilla creature deals its damage in the second step (CR 510.4)")
}

// 11. Twin Edge: "Target creature gains double strike until end of turn",
// cast on the first striker after it dealt its first-strike damage: a
// creature that currently has double strike deals damage in the second
// step too (CR 510.4, 702.4b).
func TestH538DoubleStrikeGainedAfterFirstStep(t *testing.T) {
	g, f, _, s := h538Strike(t, h538Pump(t, "Twin Edge", 0, 0, ability.DoubleStrike))
	require.NoError(t, g.Cast(0, s, obj(f)))
	resolve(t, g, nil)
	combatTo(t, g, game.EndCombat)
	require.Equal(t, 14, g.Life(1), "2 first strike, then 2 + 2")
}

// 12. Blunted Lance: "Target creature loses first strike until end of
// turn", cast on the first striker after its first-strike damage: it had
// first strike as the first step began and doesn't have double strike,
// so it deals no damage in the second step (CR 510.4).
func TestH538FirstStrikeLostAfterFirstStep(t *testing.T) {
	blunt := instant(t, "Blunted Lance", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.FirstStrike})
	g, f, _, s := h538Strike(t, blunt)
	require.NoError(t, g.Cast(0, s, obj(f)))
	resolve(t, g, nil)
	require.False(t, info(t, g, f).Keywords.Has(ability.FirstStrike))
	combatTo(t, g, game.EndCombat)
	require.Equal(t, 16, g.Life(1), "each attacker dealt its damage once")
}

// 13. Blunted Lance cast before any combat damage step, in the declare
// blockers step: no attacking or blocking creature has first strike as
// the combat damage step begins, so there is only one combat damage step
// (CR 510.4), in which both attackers deal their damage.
func TestH538FirstStrikeLostBeforeDamageNoExtraStep(t *testing.T) {
	blunt := instant(t, "Blunted Lance", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.FirstStrike})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 1)
	f := bf(t, g, 0, creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight"))
	p := bf(t, g, 0, creature(t, "Foot Soldier", "{1}{W}", 2, 2, 0, "Soldier"))
	s := hand(t, g, 0, blunt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1}, game.Attack{Attacker: p, Player: 1})
	h538Until(t, g, 2, game.DeclareBlockers)
	g.ClearEvents()
	require.NoError(t, g.Cast(0, s, obj(f)))
	resolve(t, g, nil)
	combatTo(t, g, game.EndCombat)
	steps := h538Steps(g)
	require.False(t, h538Has(steps, game.FirstStrikeDamage), "no first-strike step: %v", steps)
	require.True(t, h538Has(steps, game.CombatDamage))
	require.Equal(t, 16, g.Life(1))
}

// 14. No attackers: Alice declares none with her untapped 2/2. The
// declare blockers and combat damage steps are skipped (CR 508.8), but
// the declare attackers step still gives priority (CR 508.2) — Bob casts
// an instant there — and the end of combat step happens (CR 511.1).
func TestH538NoAttackersSkipsBlockersAndDamage(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 1)
	bf(t, g, 0, creature(t, "Hill Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ins := hand(t, g, 1, instant(t, "Small Mercy", "{W}", nil, h538Gain(3)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	toAttackers(t, g)
	attack(t, g, 0)
	require.Equal(t, game.DeclareAttackers, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, ins))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(1))
	h538To(t, g, 2, game.Main2)
	steps := h538Steps(g)
	require.False(t, h538Has(steps, game.DeclareBlockers), "%v", steps)
	require.False(t, h538Has(steps, game.CombatDamage), "%v", steps)
	require.True(t, h538Has(steps, game.EndCombat), "%v", steps)
}

// 15. An attacker declared and then destroyed in the declare attackers
// step: a creature was declared as an attacker, so the declare blockers
// and combat damage steps still happen (CR 508.8 skips them only when
// none was declared), though nothing is attacking any more.
func TestH538AttackerGoneStepsStillHappen(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Swamp, 1)
	a := bf(t, g, 0, creature(t, "Hill Bear", "{1}{G}", 2, 2, 0, "Bear"))
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(a)))
	resolve(t, g, nil)
	require.True(t, gone(g, a))
	h538To(t, g, 2, game.Main2)
	steps := h538Steps(g)
	require.True(t, h538Has(steps, game.DeclareBlockers), "%v", steps)
	require.True(t, h538Has(steps, game.CombatDamage), "%v", steps)
	require.Equal(t, 20, g.Life(1))
}

// 16. Rally Horn, an enchantment: "At the beginning of combat on your
// turn, create a 1/1 red Goblin creature token with haste." The token
// is made in the beginning of combat step, before attackers are
// declared (CR 507.2, 508.1), and haste lets it attack at once (CR
// 702.10b, 302.6).
func TestH538BeginningOfCombatHasteTokenAttacks(t *testing.T) {
	tok := def(t, card.Definition{Name: "Goblin", Types: ability.Creature, Subtypes: []string{"Goblin"}, Colors: mana.SetOf(mana.Red),
		Power: C(1), Toughness: C(1), Keywords: ability.Haste})
	horn := def(t, card.Definition{Name: "Rally Horn", ManaCost: cost("{2}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YourBeginningOfCombat,
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, horn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h538Until(t, g, 2, game.BeginCombat)
	require.Equal(t, 1, g.StackLen(), "the trigger waits on the stack in the beginning of combat step")
	resolve(t, g, nil)
	var gob game.ObjectID
	for _, id := range g.Zone(0, zone.Battlefield) {
		if info(t, g, id).Card == tok {
			gob = id
		}
	}
	require.NotZero(t, gob)
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: gob, Player: 1})
	combatTo(t, g, game.EndCombat)
	require.Equal(t, 19, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 3. "At the beginning of" abilities (CR 500.6, 503.1a, 513.2)

// 17. Dusk Herald, 1/1 with flash: "At the beginning of your end step,
// you gain 2 life." Flashed in during Alice's own end step, after the
// step began, it doesn't trigger that turn (CR 513.2: the step doesn't
// back up); it triggers at the beginning of her next end step.
func TestH538EndStepAbilityEnteringDuringEndStep(t *testing.T) {
	herald := h538Crt(t, "Dusk Herald", "{1}{W}", 1, 1, ability.Flash, card.Definition{Triggered: []ability.Triggered{{
		Event: ability.YourEndStep, Effects: []ability.Effect{h538Gain(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	h := hand(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, game.End, g.Step())
	require.Equal(t, 0, g.StackLen())
	h538To(t, g, 3, game.Upkeep)
	require.Equal(t, 20, g.Life(0), "no trigger in the end step it entered in (CR 513.2)")
	h538To(t, g, 3, game.End)
	require.Equal(t, 20, g.Life(0), "Bob's end step is not Alice's")
	h538Until(t, g, 4, game.End)
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 18. Three players. Alice's Tolling Bell: "At the beginning of each
// upkeep, you gain 1 life." and her Dawn Chime: "At the beginning of
// your upkeep, you gain 2 life." Over one round of turns (Alice, Bob,
// Carol) the Bell triggers in every upkeep step (CR 503.1, 603.2), the
// Chime in Alice's only.
func TestH538EachUpkeepAndYourUpkeepThreePlayers(t *testing.T) {
	bell := def(t, card.Definition{Name: "Tolling Bell", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, Effects: []ability.Effect{h538Gain(1)}}}})
	chime := def(t, card.Definition{Name: "Dawn Chime", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{h538Gain(2)}}}})
	g := newGame(t, 3)
	libs(t, g, 6)
	bf(t, g, 0, bell)
	bf(t, g, 0, chime)
	require.NoError(t, g.Start(1, 2, game.Main1))
	h538To(t, g, 2, game.Draw)
	require.Equal(t, 23, g.Life(0), "Alice's upkeep: 1 + 2")
	h538To(t, g, 3, game.Draw)
	require.Equal(t, 24, g.Life(0), "Bob's upkeep: 1")
	h538To(t, g, 4, game.Draw)
	require.Equal(t, 25, g.Life(0), "Carol's upkeep: 1")
	require.Equal(t, []int{25, 20, 20}, h538Lives(g))
}

// 19. Two-Headed Giant. Bob, Alice's teammate, controls Team Chant: "At
// the beginning of your end step, you gain 1 life", and "At the
// beginning of each player's upkeep, you gain 1 life"; Alice controls
// Twin Omen: "At the beginning of each upkeep, you gain 1 life." The
// team's turn is the turn of both its players (CR 805.4): the end step
// is Bob's too, and the team's upkeep is the upkeep of each of them. In
// the other team's turn, only the "each" abilities trigger.
func TestH538TwoHeadedStepTriggers(t *testing.T) {
	chant := def(t, card.Definition{Name: "Team Chant", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{
			{Event: ability.YourEndStep, Effects: []ability.Effect{h538Gain(1)}},
			{Event: ability.EachPlayersUpkeep, Effects: []ability.Effect{h538Gain(1)}}}})
	omen := def(t, card.Definition{Name: "Twin Omen", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, Effects: []ability.Effect{h538Gain(1)}}}})
	g := newTwoHeaded(t)
	libs(t, g, 6)
	bf(t, g, 1, chant)
	bf(t, g, 0, omen)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h538To(t, g, 2, game.End)
	require.Equal(t, 31, g.Life(0), "Bob's end step ability: the team's end step is his (CR 805.4)")
	h538To(t, g, 3, game.Draw)
	require.Equal(t, 34, g.Life(0), "the other team's upkeep: one each upkeep, two each player's upkeep")
	h538To(t, g, 4, game.Draw)
	require.Equal(t, 37, g.Life(0), "no end step ability in the other team's turn; 1 + 2 in the team's upkeep")
}

// 20. Patient Oracle, an enchantment: "At the beginning of your upkeep,
// draw a card at the beginning of your next upkeep" (the upkeep ability
// creates a delayed one). Created during Alice's upkeep, the delayed
// ability waits for her next upkeep: it won't trigger until it exists
// (CR 603.7a), and "at the beginning of" triggers as the step begins
// (CR 500.6), which this upkeep already did. So the first draw comes one
// round later.
func TestH538DelayedCreatedInUpkeepWaits(t *testing.T) {
	oracle := def(t, card.Definition{Name: "Patient Oracle", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{
			{Event: ability.YourUpkeep, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{h538Draw(1)}}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	bf(t, g, 0, oracle)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h538To(t, g, 3, game.Draw)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the draw step's card only")
	h538To(t, g, 5, game.Upkeep)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "turn 3's delayed draw, before turn 5's draw step")
}

// 21. Frozen Shackles, an Aura: "Enchanted creature doesn't untap during
// its controller's untap step." Bob's tapped creature stays tapped in
// his untap step (CR 502.2); once the Aura is destroyed, it untaps in
// his next one. Bob's other tapped creature untaps normally.
func TestH538DoesntUntapAura(t *testing.T) {
	shackles := def(t, card.Definition{Name: "Frozen Shackles", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.DoesntUntap}}})
	shatter := instant(t, "Shatter Bond", "{G}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Forest, 1)
	c := bf(t, g, 1, creature(t, "Ridge Ox", "{2}{G}", 3, 3, 0, "Ox"), game.PutOptions{Tapped: true})
	o := bf(t, g, 1, creature(t, "Hill Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Tapped: true})
	sh := bf(t, g, 0, shackles, game.PutOptions{AttachedTo: c})
	x := hand(t, g, 0, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h538To(t, g, 3, game.Upkeep)
	require.True(t, info(t, g, c).Tapped, "doesn't untap (CR 502.2)")
	require.False(t, info(t, g, o).Tapped)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, x, obj(sh)))
	resolve(t, g, nil)
	require.True(t, gone(g, sh))
	require.True(t, info(t, g, c).Tapped, "destroying the Aura doesn't untap it")
	h538To(t, g, 5, game.Upkeep)
	require.False(t, info(t, g, c).Tapped)
}

// 22. Numbing Frost, an instant: "Target creature doesn't untap during
// its controller's next untap step." Cast on Bob's untapped creature in
// Alice's turn, its effect is used up by Bob's next untap step, where
// the creature had nothing to untap; Bob then attacks with it, and it
// untaps in his untap step after that (CR 502.2, 611.2: the effect lasts
// for that one untap step).
func TestH538SkipNextUntapUsedUpWhileUntapped(t *testing.T) {
	frost := instant(t, "Numbing Frost", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpSkipUntap, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 1)
	c := bf(t, g, 1, creature(t, "Ridge Ox", "{2}{G}", 3, 3, 0, "Ox"))
	f := hand(t, g, 0, frost)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, f, obj(c)))
	resolve(t, g, nil)
	h538To(t, g, 3, game.Main1)
	require.False(t, info(t, g, c).Tapped)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: c, Player: 0})
	require.True(t, info(t, g, c).Tapped)
	h538To(t, g, 5, game.Upkeep)
	require.False(t, info(t, g, c).Tapped, "the effect ended with the untap step of turn 3")
	require.Equal(t, 17, g.Life(0))
}

// 23. Numbing Frost cast by Alice on her own creature, tapped from
// attacking, in her second main phase: "its controller's next untap
// step" is her next turn's, where it stays tapped; it untaps in the one
// after.
func TestH538SkipNextUntapOwnCreature(t *testing.T) {
	frost := instant(t, "Numbing Frost", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpSkipUntap, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 1)
	c := bf(t, g, 0, creature(t, "Ridge Ox", "{2}{G}", 3, 3, 0, "Ox"))
	f := hand(t, g, 0, frost)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	h538To(t, g, 2, game.Main2)
	require.NoError(t, g.Cast(0, f, obj(c)))
	resolve(t, g, nil)
	h538To(t, g, 3, game.Upkeep)
	require.True(t, info(t, g, c).Tapped, "Bob's untap step doesn't untap Alice's permanents anyway")
	h538To(t, g, 4, game.Upkeep)
	require.True(t, info(t, g, c).Tapped, "her next untap step: it doesn't untap")
	h538To(t, g, 6, game.Upkeep)
	require.False(t, info(t, g, c).Tapped)
}

// ---------------------------------------------------------------------
// Part 4. Graveyard abilities, "this turn" and conditions

// 24. Ashbound Scholar, a creature card: "{B}: You gain 2 life. Activate
// this ability only from your graveyard, only any time you could cast a
// sorcery, and only once each turn." In Bob's turn it is refused (CR
// 602.5d); in Alice's main phase the first activation is allowed, the
// second refused (CR 602.5b); in her next turn again allowed.
func TestH538GraveyardSorceryOnceEachTurn(t *testing.T) {
	scholar := h538Crt(t, "Ashbound Scholar", "{2}{B}", 2, 2, 0, card.Definition{Activated: []ability.Activated{{
		FromGraveyard: true, Timing: ability.SorcerySpeed, OncePerTurn: true,
		Cost: ability.Cost{Mana: cost("{B}")}, Effects: []ability.Effect{h538Gain(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Swamp, 3)
	s := put(t, g, 0, zone.Graveyard, scholar)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	err := g.Activate(0, s, 0)
	require.Error(t, err)
	require.Equal(t, "602.5d", h538RuleOf(err))
	h538To(t, g, 3, game.Main1)
	require.NoError(t, g.Activate(0, s, 0))
	resolve(t, g, nil)
	err = g.Activate(0, s, 0)
	require.Error(t, err)
	require.Equal(t, "602.5b", h538RuleOf(err))
	h538To(t, g, 5, game.Main1)
	require.NoError(t, g.Activate(0, s, 0))
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// 25. Hermit's Insight, an enchantment: "{1}: Draw a card. Activate this
// ability only if you control no creatures." The restriction is checked
// as the ability is activated (CR 602.5b); it is no intervening "if"
// (CR 603.4 is for triggered abilities): Alice activates it, flashes in a
// creature in response, and the ability still draws. Then, with the
// creature, a new activation is refused.
func TestH538OnlyIfCheckedOnActivation(t *testing.T) {
	insight := def(t, card.Definition{Name: "Hermit's Insight", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{h538Draw(1)},
			OnlyIf: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}}}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 4)
	ins := bf(t, g, 0, insight)
	c := hand(t, g, 0, creature(t, "Blink Sprite", "{U}", 1, 1, ability.Flash, "Faerie"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ins, 0))
	require.NoError(t, g.Cast(0, c))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, zone.Battlefield, zoneOf(t, g, c))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the ability drew")
	err := g.Activate(0, ins, 0)
	require.Error(t, err)
	require.Equal(t, "602.5b", h538RuleOf(err))
}

// 26. Glimpse Ahead, an instant: "Exile the top card of your library.
// You may play that card this turn." Cast in Bob's turn, the exiled
// instant may be cast in that turn (CR 601.3); in Alice's next turn the
// permission is over.
func TestH538ExiledMayPlayThisTurnOnly(t *testing.T) {
	glimpse := instant(t, "Glimpse Ahead", "{R}", nil, ability.Effect{Op: ability.OpExileTopMayPlay, Amount: ability.N(1)})
	spark := instant(t, "Spark Jolt", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	for _, now := range []bool{true, false} {
		g := newGame(t, 2)
		put(t, g, 0, zone.Library, spark)
		libs(t, g, 10)
		lands(t, g, 0, card.Mountain, 2)
		gl := hand(t, g, 0, glimpse)
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Cast(0, gl))
		resolve(t, g, nil)
		ex := g.Zone(0, zone.Exile)
		require.Len(t, ex, 1)
		if now {
			require.NoError(t, g.Pass(1))
			require.NoError(t, g.Cast(0, ex[0], pl(1)), "this turn")
			resolve(t, g, nil)
			require.Equal(t, 19, g.Life(1))
			continue
		}
		h538To(t, g, 3, game.Main1)
		err := g.Cast(0, ex[0], pl(1))
		require.Error(t, err, "the permission ended with Bob's turn")
	}
}

// 27. Lonely Vigil, an enchantment: "At the beginning of your end step,
// if you control no creatures, draw a card." An intervening "if" (CR
// 603.4): true as the end step begins, it triggers; Alice flashes in a
// creature in response, and on resolution the ability does nothing. In
// her next end step she controls a creature, and it doesn't trigger at
// all.
func TestH538EndStepInterveningIf(t *testing.T) {
	vigil := def(t, card.Definition{Name: "Lonely Vigil", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YourEndStep, Effects: []ability.Effect{h538Draw(1)},
			If: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}}}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 1)
	bf(t, g, 0, vigil)
	c := hand(t, g, 0, creature(t, "Blink Sprite", "{U}", 1, 1, ability.Flash, "Faerie"))
	require.NoError(t, g.Start(2, 0, game.Main2))
	h538Until(t, g, 2, game.End)
	require.Equal(t, 1, g.StackLen(), "no creature as the end step began: it triggers")
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "the condition is false on resolution (CR 603.4)")
	h538Until(t, g, 4, game.End)
	require.Equal(t, 0, g.StackLen(), "a creature as the end step begins: no trigger")
}

// 28. Slow Harvest, an enchantment: "{1}: At the beginning of your next
// upkeep, you gain 2 life." Activated twice in Bob's turn, it creates
// two delayed abilities; each triggers once at Alice's next upkeep (CR
// 603.7b), and neither again.
func TestH538TwoDelayedFromOneSource(t *testing.T) {
	harvest := def(t, card.Definition{Name: "Slow Harvest", ManaCost: cost("{1}{G}"), Types: ability.Enchantment,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}}},
		Triggered: []ability.Triggered{{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{h538Gain(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Forest, 2)
	h := bf(t, g, 0, harvest)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(0, h, 0))
	require.NoError(t, g.Activate(0, h, 0))
	resolve(t, g, nil)
	h538Until(t, g, 3, game.Upkeep)
	require.Equal(t, 2, g.StackLen(), "both delayed abilities trigger")
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
	h538To(t, g, 5, game.Main1)
	require.Equal(t, 24, g.Life(0), "each triggers once only")
}

// 29. Three players: Alice's Grudge Ledger, an enchantment: "At the
// beginning of your upkeep, if you lost life last turn, draw a card."
// "Last turn" is the turn just before, whoever's it was (CR 500.1): when
// Bob drains Alice in his turn (turn 3), Carol's turn 4 comes between
// and Alice's upkeep of turn 5 finds nothing; when Bob does it in
// Carol's turn 4, it triggers.
func TestH538LostLifeLastTurnThreePlayers(t *testing.T) {
	ledger := def(t, card.Definition{Name: "Grudge Ledger", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{h538Draw(1)},
			If: ability.If(ability.YouLostLifeLastTurn)}}})
	drain := instant(t, "Bitter Drain", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)})
	for _, turn := range []int{3, 4} {
		g := newGame(t, 3)
		libs(t, g, 10)
		lands(t, g, 1, card.Swamp, 1)
		bf(t, g, 0, ledger)
		d := hand(t, g, 1, drain)
		require.NoError(t, g.Start(2, 0, game.Main2))
		h538To(t, g, turn, game.Main1)
		for g.Pending().Player != 1 {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.NoError(t, g.Cast(1, d, pl(0)))
		resolve(t, g, nil)
		require.Equal(t, 18, g.Life(0))
		h538To(t, g, 5, game.Main1)
		want := 1
		if turn == 4 {
			want = 2
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand), "drained in turn %d", turn)
	}
}

// 30. Two-Headed Giant: Bob, Alice's teammate, controls Runescribe Altar
// ("{1}: Draw a card. Activate only as a sorcery"). In the team's main
// phase Bob may activate it, as both players' turn it is (CR 805.4,
// 805.5a, 307.1); in the other team's main phase he can't. Each of
// Alice and Bob may play a land in the team's turn (CR 805.4c).
func TestH538TwoHeadedSorceryTimingAndLands(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 10)
	lands(t, g, 1, card.Island, 2)
	alt := bf(t, g, 1, h538Altar(t))
	la := hand(t, g, 0, card.Forest)
	lb := hand(t, g, 1, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, g.MayAnswer(1))
	require.NoError(t, g.Activate(1, alt, 0), "Bob's turn too")
	resolve(t, g, nil)
	require.NoError(t, g.PlayLand(0, la))
	require.NoError(t, g.PlayLand(1, lb), "each player of the team plays a land (CR 805.4c)")
	h538To(t, g, 3, game.Main1)
	require.Equal(t, game.PlayerID(2), g.ActivePlayer())
	require.NoError(t, g.Pass(g.Pending().Player))
	require.True(t, g.MayAnswer(1))
	err := g.Activate(1, alt, 0)
	require.Error(t, err, "the other team's main phase")
	require.Equal(t, "602.5d", h538RuleOf(err))
}

// ---------------------------------------------------------------------
// Part 5. Multiplayer turns, first turns and refusals

// 31. Three players. Alice concedes in the first main phase of her own
// turn: the turn goes on to its end without an active player (CR
// 800.4i). Bob and Carol get priority in each remaining step — Bob casts
// an instant in her end step — and Bob's turn follows (CR 800.4j: no
// turn of Alice's begins).
func TestH538ActivePlayerLeavesTurnGoesOn(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 1)
	ins := hand(t, g, 1, instant(t, "Small Mercy", "{W}", nil, h538Gain(3)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	concede(t, g, 0)
	require.Equal(t, 2, g.Turn())
	require.Equal(t, game.Main1, g.Step())
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the next player in turn order receives priority (CR 800.4i)")
	h538To(t, g, 2, game.End)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Cast(1, ins))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(1))
	h538To(t, g, 3, game.Upkeep)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	steps := h538Steps(g)
	for _, s := range []game.Step{game.BeginCombat, game.DeclareAttackers, game.EndCombat, game.Main2, game.End, game.Cleanup} {
		require.True(t, h538Has(steps, s), "Alice's turn goes on through %v: %v", s, steps)
	}
}

// 32. Three players, turn 1: nobody skips the draw step in a
// free-for-all (CR 103.7c). Carol's Scribe Owl ("Whenever you draw a
// card, you gain 1 life") sees her draw in her own first turn; in a duel
// the starting player skips that draw (CR 103.7a) and the Owl doesn't
// trigger.
func TestH538FirstTurnDrawMultiplayer(t *testing.T) {
	owl := h538Crt(t, "Scribe Owl", "{1}{U}", 1, 1, 0, card.Definition{Triggered: []ability.Triggered{{
		Event: ability.YouDraw, Effects: []ability.Effect{h538Gain(1)}}}})
	for _, n := range []int{2, 3} {
		g := newGame(t, n)
		libs(t, g, 5)
		bf(t, g, 0, owl)
		require.NoError(t, g.Start(1, 0, game.Upkeep))
		h538To(t, g, 1, game.Main1)
		if n == 3 {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "free-for-all: no skipped draw (CR 103.7c)")
			require.Equal(t, 21, g.Life(0))
		} else {
			require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "a duel's starting player skips it (CR 103.7a)")
			require.Equal(t, 20, g.Life(0))
		}
	}
}

// 33. Check refuses flash given by a static of the card's own: flash
// works where the card is cast, so it belongs in the card's Keywords
// (CR 702.8a, 112.6). The error names the field and says so.
func TestH538CheckRefusesOwnStaticFlash(t *testing.T) {
	d := card.Define(card.Definition{Name: "Hasty Ghost", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Power: C(1), Toughness: C(1), Statics: []ability.Static{{Affects: ability.AffectsSelf, Keywords: ability.Flash}}})
	err := d.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Statics[0].Keywords")
	require.Contains(t, err.Error(), "Keywords")
	require.Contains(t, err.Error(), "702.8a")
}

// 34. Check refuses an ability that works from the graveyard and costs
// {T}: only permanents have status, and a card in a graveyard is
// neither tapped nor untapped (CR 110.6d), so the cost could never be
// paid. The error names the cost.
func TestH538CheckRefusesGraveyardTap(t *testing.T) {
	d := card.Define(card.Definition{Name: "Grave Lantern", ManaCost: cost("{1}{B}"), Types: ability.Creature,
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{FromGraveyard: true, Timing: ability.SorcerySpeed,
			Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h538Draw(1)}}}})
	err := d.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Activated[0].Cost")
}

// 35. Check refuses a land with flash (Ambush Grove, "Land — Forest",
// Flash): flash would let it be played any time Alice could cast an
// instant, in her own turn only (CR 702.8a, 305.3), and the engine,
// which plays lands only in a main phase with an empty stack (CR 305.1),
// used to accept the definition and ignore its flash. The error names
// the field and both rules.
func TestH538CheckRefusesFlashLand(t *testing.T) {
	d := card.Define(card.Definition{Name: "Ambush Grove", Types: ability.Land, Subtypes: []string{"Forest"}, Keywords: ability.Flash})
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Contains(t, err.Error(), "Keywords")
	require.Contains(t, err.Error(), "305.1")
	require.Contains(t, err.Error(), "702.8a")
}
