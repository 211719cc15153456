package card_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, set number 37: durations and the structure of the turn
// with cards of one's own. "Until end of turn" and "this turn" effects
// (pumps, regeneration and prevention shields, "you may play that card
// this turn") ending in the cleanup step, and a second cleanup step
// after state-based actions or triggers gave players priority in the
// first (CR 514.2, 514.3a), with its own discard to hand size (514.1)
// and its own emptying of mana pools (CR 500.4); "doesn't untap" and
// "doesn't untap during its controller's next untap step" (CR 502.2);
// summoning sickness across control changes in two- and multiplayer
// games and Two-Headed Giant (CR 302.6); "activate only as a sorcery"
// in and out of the cleanup step (CR 307.1, 602.5d); the first turn in
// two-, three- and four-player games and Two-Headed Giant (CR 103.7);
// players leaving in the middle of a turn, and whose turn comes next
// (CR 800.4a, 800.4i, 800.4j); games saved, loaded and cloned in the
// middle of the cleanup step; and, at the end, definitions Check accepts
// that the engine misplays (skipped, each saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h518Crt is a checked creature card with the given extra fields.
func h518Crt(t *testing.T, name, mc string, p, tg int, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types = name, cost(mc), d.Types|ability.Creature
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h518Pump is "target creature gets +p/+t until end of turn".
func h518Pump(t *testing.T, name, mc string, p, tg int) *card.Definition {
	return instant(t, name, mc, []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg})
}

// h518Ping is "{R} instant: n damage to target creature or player".
func h518Ping(t *testing.T, name string, n int) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h518Maw is "Whenever a player discards a card, that player loses 1
// life": a trigger that fires in the cleanup step's discard.
func h518Maw(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Gnawing Maw", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
}

// h518Tapper is a 1/1 with "{T}: You gain 1 life."
func h518Tapper(t *testing.T, name string) *card.Definition {
	return h518Crt(t, name, "{1}{W}", 1, 1, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Effects: gain(1)}}})
}

// h518Steal is "gain control of target creature" for d (until end of
// turn or for good), at instant speed; haste adds "It gains haste".
func h518Steal(t *testing.T, name string, d ability.Duration, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: d, Keywords: kw})
}

// h518To passes idly until p's step s, with p (or the next player in
// turn order) holding priority and the stack empty.
func h518To(t *testing.T, g *game.Game, active game.PlayerID, s game.Step) {
	t.Helper()
	for i := 0; i < 600; i++ {
		if g.ActivePlayer() == active && g.Step() == s && g.Pending().Kind == game.DecidePriority && g.StackLen() == 0 {
			return
		}
		h518Idle(t, g, "h518To")
	}
	t.Fatalf("h518To: never reached %v of %v", s, active)
}

// h518Idle answers the pending decision as idleAnswer does, and a
// discard to hand size with the first card of the hand.
func h518Idle(t *testing.T, g *game.Game, caller string) {
	t.Helper()
	if d := g.Pending(); d.Kind == game.DecideDiscard {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: d.Player, Object: g.Zone(d.Player, zone.Hand)[0]}))
		return
	}
	idleAnswer(t, g, g.Pending(), caller)
}

// h518NextTurn passes idly until the next turn begins, and returns its
// active player.
func h518NextTurn(t *testing.T, g *game.Game) game.PlayerID {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 600 && g.Turn() == turn && !g.Over(); i++ {
		h518Idle(t, g, "h518NextTurn")
	}
	require.Equal(t, turn+1, g.Turn())
	return g.ActivePlayer()
}

// h518DiscardFirst discards the first card of p's hand.
func h518DiscardFirst(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.Equal(t, game.DecideDiscard, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: p, Object: g.Zone(p, zone.Hand)[0]}))
}

// h518Float taps basic land id of p for its mana (a mana ability
// activated by hand, CR 605.3a).
func h518Float(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: p, Object: id}))
}

// h518Plains puts n Plains in p's hand.
func h518Plains(t *testing.T, g *game.Game, p game.PlayerID, n int) {
	for i := 0; i < n; i++ {
		hand(t, g, p, card.Plains)
	}
}

// ---------------------------------------------------------------------
// Part 1. The cleanup step and a second one

// 1. Alice ends her turn with eight cards; Bob's Gnawing Maw ("whenever
// a player discards a card, that player loses 1 life") triggers on her
// discard in the cleanup step, so players get priority there
// (CR 514.3a). In that window Alice casts Surge of Vigor (+2/+2 until end
// of turn) on her Bear, pings Bob's Bear with Flicker Spark and taps a
// Forest for {G} she doesn't spend. Once all pass, another cleanup step
// begins: the pump made in the window ends and the damage is removed
// (CR 514.2), the {G} empties as the first cleanup step ends (CR 500.4),
// and Bob's turn begins with Alice at 7 cards.
func TestH518CleanupWindowEffectsEndInSecondCleanup(t *testing.T) {
	surge := h518Pump(t, "Surge of Vigor", "{G}", 2, 2)
	spark := h518Ping(t, "Flicker Spark", 1)
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	ab := bf(t, g, 0, bear)
	bb := bf(t, g, 1, bear)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Mountain, 1)
	forest := bf(t, g, 0, card.Forest)
	h518Plains(t, g, 0, 6)
	s := hand(t, g, 0, surge)
	sp := hand(t, g, 0, spark)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Cleanup, g.Step())
	h518DiscardFirst(t, g, 0) // a Plains
	// The Maw's trigger: priority in the cleanup step.
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.Cleanup, g.Step())
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "CR 116.3b: the active player")
	require.NoError(t, g.Cast(0, s, obj(ab)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, sp, obj(bb)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, ab))
	require.Equal(t, 1, info(t, g, bb).Damage)
	h518Float(t, g, 0, forest)
	require.Equal(t, 1, g.Pool(0).Total())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	// The second cleanup step: nothing to discard, nothing triggers.
	require.Equal(t, 3, g.Turn())
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab), "the pump made in the window ended (CR 514.2)")
	require.Equal(t, 0, info(t, g, bb).Damage, "its damage was removed (CR 514.2)")
	require.Equal(t, 0, g.Pool(0).Total(), "CR 500.4")
	require.Equal(t, 5, g.ZoneLen(0, zone.Hand))
}

// h518Troll is a 2/2 with "{G}: Regenerate this creature."
func h518Troll(t *testing.T) *card.Definition {
	return h518Crt(t, "Bog Knitter", "{1}{G}", 2, 2, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{G}")}, Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}}})
}

// 2. A regeneration shield lasts "this turn" (CR 701.13a): Alice makes
// one for her Bog Knitter in her end step. In her cleanup step the shield
// ends with the other "this turn" effects (CR 514.2); her discard
// triggers Bob's Maw, and in the window that gives (CR 514.3a) Bob
// destroys the Knitter, which Alice, out of green mana, can't shield
// again: it dies.
func TestH518RegenerationShieldEndsInCleanup(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	kn := bf(t, g, 0, h518Troll(t))
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 1)
	h518Plains(t, g, 0, 8)
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Activate(0, kn, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(kn)))
	resolve(t, g, nil)
	require.True(t, gone(g, kn), "the shield ended in the cleanup step (CR 514.2)")
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard), "the Knitter and the discarded Plains")
}

// 3. The same Knitter, shielded in that window instead: a shield made in
// the cleanup step lasts until the next cleanup step. Bob's Doom Pin is
// replaced (CR 701.13a): the Knitter is tapped, not destroyed. At Bob's
// turn the shield is gone and the Knitter is still Alice's.
func TestH518ShieldMadeInCleanupWindowWorks(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	kn := bf(t, g, 0, h518Troll(t))
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 1)
	h518Plains(t, g, 0, 8)
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	require.NoError(t, g.Activate(0, kn, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(kn)))
	resolve(t, g, nil)
	require.False(t, gone(g, kn))
	require.True(t, info(t, g, kn).Tapped, "regenerated: tapped (CR 701.13a)")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.False(t, gone(g, kn))
}

// h518Chorus is "Elemental Chorus": a Spirit whose power and toughness
// are each the number of Elementals its controller controls (CR 604.3),
// with "When this dies, draw a card."
func h518Chorus(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Elemental Chorus", ManaCost: cost("{2}{G}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: card.Star, Toughness: card.Star,
		Statics:   []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Elemental"}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: draw1}}})
}

// h518Awaken is "{G} instant: until end of turn, target land you control
// becomes a 3/3 Elemental creature. It's still a land."
func h518Awaken(t *testing.T) *card.Definition {
	return instant(t, "Wake the Hollow", "{G}", []ability.TargetSpec{{Allow: ability.AllowLand, Filter: ability.Filter{Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature, AddSubtype: "Elemental"})
}

// 4. In her second main phase Alice animates a Forest into a 3/3
// Elemental until end of turn, then casts Elemental Chorus: it is 1/1.
// In the cleanup step the animation ends (CR 514.2); the Chorus is 0/0
// and is put into her graveyard as a state-based action (CR 704.5f), so
// players get priority in the cleanup step (CR 514.3a) and its "when
// this dies, draw a card" resolves there. Alice, who had discarded down
// to seven, has eight again: the next cleanup step makes her discard
// once more (CR 514.1), and then Bob's turn begins.
func TestH518CleanupDeathDrawsSecondDiscard(t *testing.T) {
	chorus := h518Chorus(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 4)
	aw := hand(t, g, 0, h518Awaken(t))
	chc := hand(t, g, 0, chorus)
	h518Plains(t, g, 0, 8)
	require.NoError(t, g.Start(2, 0, game.Main2))
	require.NoError(t, g.Cast(0, aw, obj(f)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, chc))
	resolve(t, g, nil)
	ch := find(t, g, 0, chorus)
	require.Equal(t, [2]int{1, 1}, pt(t, g, ch))
	require.Equal(t, 8, g.ZoneLen(0, zone.Hand))
	h518To(t, g, 0, game.End)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Cleanup, g.Step())
	h518DiscardFirst(t, g, 0)
	require.True(t, gone(g, ch), "0/0 once the animation ended (CR 704.5f)")
	require.Equal(t, game.Cleanup, g.Step())
	resolve(t, g, nil)
	require.Equal(t, 8, g.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Cleanup, g.Step(), "another cleanup step (CR 514.3a)")
	h518DiscardFirst(t, g, 0)
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, 3, g.Turn())
}

// ---------------------------------------------------------------------
// Part 2. Summoning sickness across turns and control changes

// h518Refused requires err to be a refusal citing rule.
func h518Refused(t *testing.T, err error, rule string) {
	t.Helper()
	require.Error(t, err)
	require.Contains(t, err.Error(), rule)
}

// 5. Alice casts her Dawn Tender ("{T}: You gain 1 life") in her first
// main phase. In Bob's turn that follows she still can't tap it: her most
// recent turn began before it came under her control (CR 302.6), so it
// is sick until her next turn begins. In her next turn she can.
func TestH518SickThroughOpponentsTurn(t *testing.T) {
	tender := h518Tapper(t, "Dawn Tender")
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	c := hand(t, g, 0, tender)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	id := find(t, g, 0, tender)
	h518Refused(t, g.Activate(0, id, 0), "302.6")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Upkeep)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h518Refused(t, g.Activate(0, id, 0), "302.6")
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Upkeep)
	require.NoError(t, g.Activate(0, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// 6. A creature Bob casts with flash in Alice's end step came under his
// control before his turn began: in his turn it may attack and tap
// (CR 302.6).
func TestH518FlashInEndStepReadyNextTurn(t *testing.T) {
	sprite := h518Crt(t, "Dusk Sprite", "{1}{W}", 1, 1, card.Definition{Keywords: ability.Flash, Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 2)
	c := hand(t, g, 1, sprite)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, c))
	resolve(t, g, nil)
	id := find(t, g, 1, sprite)
	require.NoError(t, g.Pass(0))
	h518Refused(t, g.Activate(1, id, 0), "302.6")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Main1)
	require.True(t, g.CanAttack(id))
	require.NoError(t, g.Activate(1, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(1))
}

// 7. In Alice's turn Bob casts Fickle Loyalty ("gain control of target
// creature until end of turn") on her Dawn Tender, which she has had
// since before her turn. In the cleanup step it comes back to her
// (CR 514.2), but she hasn't controlled it continuously since her most
// recent turn began: in Bob's turn she can't tap it (CR 302.6). In her
// own next turn she can. Bob couldn't tap it either while he held it.
func TestH518StolenBackIsSickUntilOwnersTurn(t *testing.T) {
	tender := h518Tapper(t, "Dawn Tender")
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, tender)
	lands(t, g, 1, card.Island, 1)
	st := hand(t, g, 1, h518Steal(t, "Fickle Loyalty", ability.UntilEndOfTurn, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, st, obj(id)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, id).Controller)
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h518Refused(t, g.Activate(1, id, 0), "302.6")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(0), info(t, g, id).Controller, "back in the cleanup step")
	h518To(t, g, 1, game.Upkeep)
	require.NoError(t, g.Pass(1))
	h518Refused(t, g.Activate(0, id, 0), "302.6")
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Upkeep)
	require.NoError(t, g.Activate(0, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// 8. Alice casts "gain control of target creature until end of turn" on
// her own Dawn Tender: its controller doesn't change, so she has still
// controlled it continuously since her turn began and may tap it
// (CR 302.6); at the cleanup step nothing changes either.
func TestH518GainControlOfOwnCreatureNotSick(t *testing.T) {
	tender := h518Tapper(t, "Dawn Tender")
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, tender)
	lands(t, g, 0, card.Island, 1)
	st := hand(t, g, 0, h518Steal(t, "Fickle Loyalty", ability.UntilEndOfTurn, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(id)))
	resolve(t, g, nil)
	require.False(t, info(t, g, id).SummoningSick)
	require.NoError(t, g.Activate(0, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.False(t, info(t, g, id).SummoningSick)
}

// 9. Three players. In Alice's turn Bob takes Carol's Dawn Tender for
// good with Binding Oath. It is sick for Bob for the rest of Alice's
// turn (CR 302.6), but his own turn, next, begins after he gained
// control: then he may tap it and attack with it.
func TestH518StolenForGoodReadyOnThiefsTurn(t *testing.T) {
	tender := h518Tapper(t, "Dawn Tender")
	g := newGame(t, 3)
	libs(t, g, 5)
	id := bf(t, g, 2, tender)
	lands(t, g, 1, card.Island, 1)
	st := hand(t, g, 1, h518Steal(t, "Binding Oath", ability.Permanently, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, st, obj(id)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, id).Controller)
	require.NoError(t, g.Pass(0))
	h518Refused(t, g.Activate(1, id, 0), "302.6")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Main1)
	require.True(t, g.CanAttack(id))
	require.NoError(t, g.Activate(1, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(1))
}

// 10. Two-Headed Giant. Alice's Lend Strength: "Target player gains
// control of a creature you control of your choice." In her team's turn she gives
// her Dawn Tender to her teammate Bob: the team's turn is Bob's turn
// too (CR 805.4), and it began before Bob controlled the Tender, so he
// can't tap it this turn (CR 302.6); in the team's next turn he can.
func TestH518TwoHeadedGiftToTeammateSick(t *testing.T) {
	tender := h518Tapper(t, "Dawn Tender")
	lend := sorcery(t, "Lend Strength", "{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectChosen, Group: ability.Group{Types: ability.Creature},
			Target: 0, Who: ability.WhoTarget, Duration: ability.Permanently})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	id := bf(t, g, 0, tender)
	lands(t, g, 0, card.Island, 1)
	l := hand(t, g, 0, lend)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, l, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action { return chooseObj(0, id) })
	require.Equal(t, game.PlayerID(1), info(t, g, id).Controller)
	h518Refused(t, g.Activate(1, id, 0), "302.6")
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Upkeep)
	require.NoError(t, g.Activate(1, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 31, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 3. The first turn

// h518Dealt is a game of n players (Two-Headed Giant with thg) dealt
// without mulligans (game.StartDealt), seat starting (from 1; 0 for the
// first listed), every library 20 Plains.
func h518Dealt(t *testing.T, n int, thg bool, seat int) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 7, Start: game.StartDealt, StartingSeat: seat}
	if thg {
		cfg.Rules.Variant = game.TwoHeadedGiant
	}
	for i := 0; i < n; i++ {
		deck := make([]*card.Definition, 20)
		for j := range deck {
			deck[j] = card.Plains
		}
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i], Deck: deck})
	}
	g, err := game.New(cfg)
	require.NoError(t, err)
	return g
}

// h518Hands lists every player's hand size.
func h518Hands(g *game.Game) []int {
	var out []int
	for p := 0; p < g.NumPlayers(); p++ {
		out = append(out, g.ZoneLen(game.PlayerID(p), zone.Hand))
	}
	return out
}

// 11. A duel that Bob starts (the second seat): he skips the draw step
// of his first turn (CR 103.7a), so his first main phase begins with his
// seven cards; Alice draws in hers, the second turn.
func TestH518DuelSecondSeatStartsSkipsDraw(t *testing.T) {
	g := h518Dealt(t, 2, false, 2)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	h518To(t, g, 1, game.Main1)
	require.Equal(t, []int{7, 7}, h518Hands(g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Main1)
	require.Equal(t, []int{8, 7}, h518Hands(g))
}

// 12. In a free-for-all of three or four players nobody skips the draw
// of their first turn (CR 103.7c), the starting player included.
func TestH518MultiplayerFirstTurnDraws(t *testing.T) {
	for _, n := range []int{3, 4} {
		g := h518Dealt(t, n, false, 2)
		h518To(t, g, 1, game.Main1)
		want := make([]int, n)
		for i := range want {
			want[i] = 7
		}
		want[1] = 8
		require.Equal(t, want, h518Hands(g), "%d players", n)
		require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
		h518To(t, g, 2, game.Main1)
		want[1], want[2] = 7, 8 // Bob discarded to seven in his cleanup step
		require.Equal(t, want, h518Hands(g), "%d players", n)
	}
}

// 13. Two-Headed Giant started by the second team (Carol and Dave): the
// starting team skips the draw step of its first turn, both players
// (CR 103.7b); in the other team's first turn Alice and Bob each draw
// (CR 805.4b).
func TestH518TwoHeadedSecondTeamStartsSkipsDraw(t *testing.T) {
	g := h518Dealt(t, 4, true, 3)
	require.Equal(t, game.PlayerID(2), g.ActivePlayer())
	h518To(t, g, 2, game.Main1)
	require.Equal(t, []int{7, 7, 7, 7}, h518Hands(g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Main1)
	require.Equal(t, []int{8, 8, 7, 7}, h518Hands(g))
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	h518To(t, g, 2, game.Main1)
	require.Equal(t, []int{7, 7, 8, 8}, h518Hands(g), "Alice and Bob discarded to seven in their cleanup step (CR 514.1)")
}

// ---------------------------------------------------------------------
// Part 4. Players leaving in the middle of a turn

// 14. Four players. In Alice's turn Bob takes Dave's Moss Bear for good
// (Binding Oath) and then Carol takes it until end of turn (Fickle
// Loyalty). Bob concedes: the effect that gave him control ends
// (CR 800.4a), and Carol keeps it by her own effect. In the cleanup step
// hers ends too (CR 514.2): no effect gives it to anybody, so it goes to
// Dave, under whose control it entered (CR 613.2 gives no other
// controller; 800.4c exiles it only if that player had left). The next
// turn is Carol's: Bob, next in turn order, has left (CR 800.4j).
func TestH518LeaverStealChainEndsToOwner(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 4)
	libs(t, g, 5)
	b := bf(t, g, 3, bear)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 2, card.Island, 1)
	oath := hand(t, g, 1, h518Steal(t, "Binding Oath", ability.Permanently, 0))
	fickle := hand(t, g, 2, h518Steal(t, "Fickle Loyalty", ability.UntilEndOfTurn, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, oath, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, fickle, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, b).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, game.PlayerID(2), info(t, g, b).Controller, "Carol's own effect still applies")
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g), "Bob's turn doesn't begin (CR 800.4j)")
	require.False(t, gone(g, b))
	require.Equal(t, game.PlayerID(3), info(t, g, b).Controller)
}

// 15. The same, in the other order: Carol takes Dave's Bear until end
// of turn, then Bob takes it for good and concedes. Bob's effect ends
// (CR 800.4a); Carol's, older, applies again (CR 613.2, 613.7) until
// the cleanup step, and then the Bear is Dave's.
func TestH518LeaverLaterStealEndsOlderApplies(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 4)
	libs(t, g, 5)
	b := bf(t, g, 3, bear)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 2, card.Island, 1)
	oath := hand(t, g, 1, h518Steal(t, "Binding Oath", ability.Permanently, 0))
	fickle := hand(t, g, 2, h518Steal(t, "Fickle Loyalty", ability.UntilEndOfTurn, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, fickle, obj(b)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, oath, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, game.PlayerID(2), info(t, g, b).Controller, "Carol's effect applies again")
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(3), info(t, g, b).Controller)
}

// 16. Four players. In her turn Alice concedes while she discards to
// her hand size in her cleanup step (CR 104.3a: at any time). The turn
// goes on without an active player (CR 800.4i): the cleanup step's
// other actions happen, the "until end of turn" pump Bob gave Carol's
// Bear in Alice's end step ends (CR 514.2; only control effects end as
// a player leaves, CR 800.4a), and the next turn is Bob's.
func TestH518ActiveLeavesWhileDiscarding(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 4)
	libs(t, g, 5)
	cb := bf(t, g, 2, bear)
	lands(t, g, 1, card.Forest, 1)
	pump := hand(t, g, 1, h518Pump(t, "Surge of Vigor", "{G}", 2, 2))
	h518Plains(t, g, 0, 9)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pump, obj(cb)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, cb))
	for i := 0; i < 4; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.Cleanup, g.Step())
	h518DiscardFirst(t, g, 0)
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, g.Over())
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, 3, g.Turn())
	require.Equal(t, [2]int{2, 2}, pt(t, g, cb), "the pump ended in the cleanup step")
}

// 17. Four players. Bob's Maw gives priority in Alice's cleanup step
// (CR 514.3a); there Bob, next in turn order, concedes. Once the others
// pass, another cleanup step begins, and then the next turn: not Bob's,
// who has left (CR 800.4j), but Carol's.
func TestH518NextPlayerLeavesInCleanupWindow(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 5)
	bf(t, g, 2, h518Maw(t))
	h518Plains(t, g, 0, 8)
	require.NoError(t, g.Start(2, 0, game.End))
	for i := 0; i < 4; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, 19, g.Life(0))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	require.Equal(t, 3, g.Turn())
}

// h518Chill is "{1}{U} instant: Tap target creature. It doesn't untap
// during its controller's next untap step."
func h518Chill(t *testing.T) *card.Definition {
	return instant(t, "Rime Grip", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpTap, Target: 0}, ability.Effect{Op: ability.OpSkipUntap, Target: 0})
}

// 18. Three players, in turn order Alice, Bob, Carol. In Carol's turn
// Alice casts Rime Grip on Bob's Bear. The next untap step is Alice's,
// which is not its controller's: the Bear stays tapped through it
// (CR 502.2: the active player untaps their own permanents). Bob's next
// untap step is the one it doesn't untap in; it untaps in the one after.
func TestH518SkipUntapWaitsForControllersUntap(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 8)
	b := bf(t, g, 1, bear)
	lands(t, g, 0, card.Island, 2)
	rg := hand(t, g, 0, h518Chill(t))
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Cast(0, rg, obj(b)))
	resolve(t, g, nil)
	require.True(t, info(t, g, b).Tapped)
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	require.True(t, info(t, g, b).Tapped)
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Upkeep)
	require.True(t, info(t, g, b).Tapped, "its controller's next untap step (CR 502.2)")
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Upkeep)
	require.False(t, info(t, g, b).Tapped)
}

// 19. Alice casts Rime Grip on her own Bear in her main phase: its
// controller's next untap step is the one of her next turn (this turn's
// is over), so it stays tapped through it (CR 502.2), and it untaps in
// the one after.
func TestH518SkipUntapOwnTurnMeansNextTurn(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 8)
	b := bf(t, g, 0, bear)
	lands(t, g, 0, card.Island, 2)
	rg := hand(t, g, 0, h518Chill(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, rg, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Upkeep)
	require.True(t, info(t, g, b).Tapped)
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Upkeep)
	require.False(t, info(t, g, b).Tapped)
}

// 20. Frozen Shackle, an Aura: "Enchanted creature doesn't untap during
// its controller's untap step." Bob's tapped Bear with Alice's Shackle
// stays tapped through Bob's untap step (CR 502.2); Alice's Thaw
// ("untap target creature"), an effect and not the untap step, untaps
// it.
func TestH518DoesntUntapAuraButEffectUntaps(t *testing.T) {
	shackle := def(t, card.Definition{Name: "Frozen Shackle", ManaCost: cost("{U}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.DoesntUntap}}})
	thaw := instant(t, "Thaw", "{W}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpUntap, Target: 0})
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 8)
	b := bf(t, g, 1, bear, game.PutOptions{Tapped: true})
	bf(t, g, 0, shackle, game.PutOptions{AttachedTo: b})
	lands(t, g, 0, card.Plains, 1)
	th := hand(t, g, 0, thaw)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Upkeep)
	require.True(t, info(t, g, b).Tapped)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, th, obj(b)))
	resolve(t, g, nil)
	require.False(t, info(t, g, b).Tapped)
}

// 21. "Activate only as a sorcery" in the cleanup step. Alice's Sun
// Idol has "{1}: You gain 1 life. Activate only as a sorcery" and
// "{2}: You gain 2 life". In the priority a trigger gives in her cleanup
// step (CR 514.3a) the first can't be activated (CR 602.5d, 307.1: only
// in a main phase), the second can; nor may she play a land there (CR 305.1).
func TestH518SorcerySpeedRefusedInCleanupWindow(t *testing.T) {
	idol := def(t, card.Definition{Name: "Sun Idol", ManaCost: cost("{2}"), Types: ability.Artifact, Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1), Timing: ability.SorcerySpeed},
		{Cost: ability.Cost{Mana: cost("{2}")}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	id := bf(t, g, 0, idol)
	lands(t, g, 0, card.Plains, 3)
	h518Plains(t, g, 0, 8)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, 19, g.Life(0))
	h518Refused(t, g.Activate(0, id, 0), "602.5d")
	h518Refused(t, g.PlayLand(0, g.Zone(0, zone.Hand)[0]), "305.1")
	require.NoError(t, g.Activate(0, id, 1))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// 22. "Activate this ability only once each turn" (CR 602.5b): Alice
// uses her Dawn Chime's "{1}: You gain 1 life" in her end step; in her
// cleanup step's priority it is the same turn, so she can't again; in
// Bob's turn, a new turn, she can.
func TestH518OncePerTurnAcrossCleanupAndNextTurn(t *testing.T) {
	chime := def(t, card.Definition{Name: "Dawn Chime", ManaCost: cost("{2}"), Types: ability.Artifact, Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1), OncePerTurn: true}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	id := bf(t, g, 0, chime)
	lands(t, g, 0, card.Plains, 3)
	h518Plains(t, g, 0, 8)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Activate(0, id, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	h518Refused(t, g.Activate(0, id, 0), "602.5b")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Upkeep)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(0, id, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0), "20 + 1 - 1 (the Maw) + 1")
}

// 23. Mana pools empty as each step ends (CR 500.4): Alice taps a Plains
// for {W} in her end step and doesn't spend it. In the priority Bob's
// Maw gives in her cleanup step it is gone, and {W} she makes there is
// gone in Bob's upkeep.
func TestH518EndStepManaGoneInCleanupWindow(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	p1 := bf(t, g, 0, card.Plains)
	p2 := bf(t, g, 0, card.Plains)
	h518Plains(t, g, 0, 8)
	require.NoError(t, g.Start(2, 0, game.End))
	h518Float(t, g, 0, p1)
	require.Equal(t, 1, g.Pool(0).Amount(mana.White))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, 0, g.Pool(0).Total(), "emptied as the end step ended")
	h518Float(t, g, 0, p2)
	require.Equal(t, 1, g.Pool(0).Amount(mana.White))
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.Equal(t, 0, g.Pool(0).Total())
}

// ---------------------------------------------------------------------
// Part 5. Saved, loaded and cloned in the middle of the cleanup step

// h518Copies saves g and loads it with the default cards and defs, and
// clones it; it returns g, the loaded game and the clone, alike.
func h518Copies(t *testing.T, g *game.Game, defs ...*card.Definition) []*game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	cat, err := card.NewCatalog(append(card.Default().All(), defs...)...)
	require.NoError(t, err)
	l, err := game.Load(&b, cat)
	require.NoError(t, err, "a save in the middle of the cleanup step loads")
	require.Equal(t, g.Fingerprint(), l.Fingerprint(), "loaded")
	c := g.Clone()
	require.Equal(t, g.Fingerprint(), c.Fingerprint(), "cloned")
	return []*game.Game{g, l, c}
}

// h518Alike requires the games to be consistent and alike.
func h518Alike(t *testing.T, gs []*game.Game) {
	t.Helper()
	for i, x := range gs {
		require.NoError(t, x.CheckInvariants(), "game %d", i)
		require.Equal(t, gs[0].Fingerprint(), x.Fingerprint(), "game %d went on alike", i)
	}
}

// h518Legend is a legendary 2/2 "Vessa, Dawn Herald".
func h518Legend(t *testing.T) *card.Definition {
	return h518Crt(t, "Vessa, Dawn Herald", "{1}{W}", 2, 2, card.Definition{Supertypes: card.Legendary})
}

// 24. In Alice's turn Bob takes her Vessa until end of turn (Fickle
// Loyalty); Alice casts her second Vessa. In the cleanup step the first
// comes back to her (CR 514.2): she controls two legendary permanents
// with one name, so the legend rule applies as a state-based action
// (CR 704.5k) and players then get priority in the cleanup step
// (CR 514.3a). Saved, loaded and cloned while Alice chooses; each game
// keeps the one chosen and goes on alike to Bob's turn.
func TestH518LegendRuleInCleanupSaved(t *testing.T) {
	vessa := h518Legend(t)
	fickle := h518Steal(t, "Fickle Loyalty", ability.UntilEndOfTurn, 0)
	g := newGame(t, 2)
	libs(t, g, 5)
	v1 := bf(t, g, 0, vessa)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 1)
	v2c := hand(t, g, 0, vessa)
	fl := hand(t, g, 1, fickle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, fl, obj(v1)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, v1).Controller)
	require.NoError(t, g.Cast(0, v2c))
	resolve(t, g, nil)
	v2 := find(t, g, 0, vessa)
	h518To(t, g, 0, game.End)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	gs := h518Copies(t, g, vessa, fickle)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, v1)))
		require.Equal(t, game.Cleanup, x.Step())
		require.Equal(t, game.DecidePriority, x.Pending().Kind, "priority in the cleanup step (CR 514.3a)")
		require.Equal(t, zone.Graveyard, zoneOf(t, x, v2))
		require.Equal(t, game.PlayerID(1), h518NextTurn(t, x))
		require.Equal(t, game.PlayerID(0), info(t, x, v1).Controller)
	}
	h518Alike(t, gs)
}

// 25. Alice's cleanup step with nine cards: saved, loaded and cloned
// while she discards (CR 514.1), then again in the priority Bob's Maw
// gives there (CR 514.3a) with its two triggers on the stack. Each game
// goes on alike: Alice at 18 life and seven cards, Bob's turn next.
func TestH518CleanupDiscardAndWindowSaved(t *testing.T) {
	maw := h518Maw(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, maw)
	h518Plains(t, g, 0, 9)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	gs := h518Copies(t, g, maw)
	var after []*game.Game
	for _, x := range gs {
		h518DiscardFirst(t, x, 0)
		require.Equal(t, game.Cleanup, x.Step())
		require.Equal(t, game.DecideTriggerOrder, x.Pending().Kind, x.Prompt(game.English))
		require.NoError(t, x.Apply(choose(1, 0)))
		require.Equal(t, game.DecidePriority, x.Pending().Kind)
		require.Equal(t, 2, x.StackLen())
		after = append(after, h518Copies(t, x, maw)...)
	}
	for _, x := range after {
		require.Equal(t, game.PlayerID(1), h518NextTurn(t, x))
		require.Equal(t, 18, x.Life(0))
		require.Equal(t, 7, x.ZoneLen(0, zone.Hand))
	}
	h518Alike(t, after)
}

// ---------------------------------------------------------------------
// Part 6. More of the cleanup step

// h518Lantern is an artifact: "{1}: Exile the top card of your library.
// You may play it this turn."
func h518Lantern(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Lantern of Echoes", ManaCost: cost("{2}"), Types: ability.Artifact, Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpExileTopMayPlay, Amount: ability.N(1)}}}}})
}

// 26. "You may play it this turn" is a "this turn" effect (CR 514.2).
// Alice's Lantern exiles a Flicker Spark in her end step; she doesn't
// cast it. In the priority Bob's Maw gives in her cleanup step
// (CR 514.3a) she can't any more: the cleanup step ended the permission.
// The Lantern exiles a second Spark there, and that one she may cast in
// the same window, the turn not being over. In Bob's turn neither.
func TestH518PlayThisTurnEndsInCleanupButWindowCounts(t *testing.T) {
	spark := h518Ping(t, "Flicker Spark", 1)
	lantern := h518Lantern(t)
	g := newGame(t, 2)
	s1 := put(t, g, 0, zone.Library, spark)
	s2 := put(t, g, 0, zone.Library, spark)
	libs(t, g, 5)
	bf(t, g, 1, h518Maw(t))
	ln := bf(t, g, 0, lantern)
	lands(t, g, 0, card.Mountain, 4)
	h518Plains(t, g, 0, 8)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Activate(0, ln, 0))
	resolve(t, g, nil)
	s1, _ = g.Follow(s1)
	require.Equal(t, zone.Exile, info(t, g, s1).Zone)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h518DiscardFirst(t, g, 0)
	resolve(t, g, nil)
	require.Equal(t, game.Cleanup, g.Step())
	h518Refused(t, g.Cast(0, s1, pl(1)), "601.3")
	require.NoError(t, g.Activate(0, ln, 0))
	resolve(t, g, nil)
	s2, _ = g.Follow(s2)
	require.Equal(t, zone.Exile, info(t, g, s2).Zone)
	require.NoError(t, g.Cast(0, s2, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	h518To(t, g, 1, game.Upkeep)
	require.NoError(t, g.Pass(1))
	h518Refused(t, g.Cast(0, s1, pl(1)), "601.3")
}

// 27. Bob's Ashen Moth, 1/1: "When this creature dies, draw a card." In
// her turn Alice takes it until end of turn, gives it +1/+1 until end of
// turn and puts a -1/-1 counter on it (1/1). In her cleanup step both
// effects end at once (CR 514.2): it is Bob's again, 0/0, and dies as a
// state-based action (CR 704.5f) under Bob's control, so its ability is
// Bob's (CR 603.3a) and Bob draws, in the priority that follows in the
// cleanup step (CR 514.3a).
func TestH518StolenPumpedDiesAtCleanupForOwner(t *testing.T) {
	moth := h518Crt(t, "Ashen Moth", "{B}", 1, 1, card.Definition{Triggered: []ability.Triggered{{Event: ability.Dies, Effects: draw1}}})
	wither := instant(t, "Wither Touch", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	m := bf(t, g, 1, moth)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 1)
	st := hand(t, g, 0, h518Steal(t, "Fickle Loyalty", ability.UntilEndOfTurn, 0))
	pu := hand(t, g, 0, h518Pump(t, "Surge of Vigor", "{G}", 1, 1))
	wi := hand(t, g, 0, wither)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(m)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, pu, obj(m)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, wi, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, m))
	require.Equal(t, game.PlayerID(0), info(t, g, m).Controller)
	hands := h518Hands(g)
	h518To(t, g, 0, game.End)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "CR 514.3a")
	require.True(t, gone(g, m))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	resolve(t, g, nil)
	require.Equal(t, []int{hands[0], hands[1] + 1}, h518Hands(g), "Bob draws (CR 603.3a)")
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
}

// 28. Two-Headed Giant. Alice and Bob end their team's turn with nine
// and eight cards; Carol's Maw triggers on each discard. Both players of
// the active team discard down to seven in the cleanup step (CR 514.1,
// 805.4), then the three triggers go on the stack and the team gets
// priority there (CR 514.3a); each costs the team 1 life (CR 810.9).
// Then Carol's team's turn.
func TestH518TwoHeadedCleanupBothDiscard(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 2, h518Maw(t))
	h518Plains(t, g, 0, 9)
	h518Plains(t, g, 1, 8)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.Cleanup, g.Step())
	var discarders []game.PlayerID
	for g.Pending().Kind == game.DecideDiscard {
		p := g.Pending().Player
		discarders = append(discarders, p)
		h518DiscardFirst(t, g, p)
	}
	require.Equal(t, []game.PlayerID{0, 0, 1}, discarders)
	require.Equal(t, game.Cleanup, g.Step())
	for g.Pending().Kind == game.DecideTriggerOrder {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 3, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{27, 27, 30, 30}, lifes(g))
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	require.Equal(t, []int{7, 7}, h518Hands(g)[:2])
}

// h518Full is a game of n players begun by CR 103 (game.StartFull),
// Two-Headed Giant with thg, every library 30 Plains.
func h518Full(t *testing.T, n int, thg bool) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 11, Start: game.StartFull}
	if thg {
		cfg.Rules.Variant = game.TwoHeadedGiant
	}
	for i := 0; i < n; i++ {
		deck := make([]*card.Definition, 30)
		for j := range deck {
			deck[j] = card.Plains
		}
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i], Deck: deck})
	}
	g, err := game.New(cfg)
	require.NoError(t, err)
	return g
}

// h518Opening has the starting player chosen be starter and every player
// keep, until the first turn's first priority.
func h518Opening(t *testing.T, g *game.Game, starter game.PlayerID, concede game.PlayerID) {
	t.Helper()
	require.Equal(t, game.DecideStartingPlayer, g.Pending().Kind)
	require.NoError(t, g.Apply(choose(g.Pending().Player, int(starter))))
	conceded := concede < 0
	for i := 0; i < 50 && g.InOpening(); i++ {
		d := g.Pending()
		if !conceded && d.Kind == game.DecideMulligan {
			conceded = true
			require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: concede}))
			continue
		}
		require.NoError(t, g.Apply(choose(d.Player, 0)))
	}
	require.False(t, g.InOpening())
}

// 29. A duel begun by CR 103: the player chosen at random has Bob start
// (CR 103.2); both keep. Bob skips the draw step of his first turn
// (CR 103.7a) and Alice doesn't skip hers.
func TestH518FullStartDuelStarterSkipsDraw(t *testing.T) {
	g := h518Full(t, 2, false)
	h518Opening(t, g, 1, -1)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, 1, g.Turn())
	h518To(t, g, 1, game.Main1)
	require.Equal(t, []int{7, 7}, h518Hands(g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Main1)
	require.Equal(t, []int{8, 7}, h518Hands(g))
}

// 30. Four players begun by CR 103: Carol is to start, and concedes
// while the players declare mulligans (CR 104.3a). A turn she would
// begin doesn't begin (CR 800.4j): the first turn is Dave's, the next
// in turn order, and he draws in it (CR 103.7c: nobody skips the first
// draw in a free-for-all); then Alice's, then Bob's, then Dave's again.
func TestH518StarterConcedesInOpening(t *testing.T) {
	g := h518Full(t, 4, false)
	h518Opening(t, g, 2, 2)
	require.True(t, g.Lost(2))
	require.Equal(t, game.PlayerID(3), g.ActivePlayer())
	h518To(t, g, 3, game.Main1)
	require.Equal(t, 8, g.ZoneLen(3, zone.Hand))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(1), h518NextTurn(t, g))
	require.Equal(t, game.PlayerID(3), h518NextTurn(t, g))
}

// 31. Two-Headed Giant begun by CR 103: Carol's team is chosen to start
// (CR 805.3, 103.2); everyone keeps. Both Carol and Dave skip the draw of
// their team's first turn (CR 103.7b); Alice and Bob draw in theirs
// (CR 805.4b).
func TestH518FullStartTwoHeadedSecondTeam(t *testing.T) {
	g := h518Full(t, 4, true)
	h518Opening(t, g, 2, -1)
	require.Equal(t, game.PlayerID(2), g.ActivePlayer())
	h518To(t, g, 2, game.Main1)
	require.Equal(t, []int{7, 7, 7, 7}, h518Hands(g))
	require.Equal(t, game.PlayerID(0), h518NextTurn(t, g))
	h518To(t, g, 0, game.Main1)
	require.Equal(t, []int{8, 8, 7, 7}, h518Hands(g))
}

// 32. Four players, in turn order Alice, Bob, Carol, Dave. In Alice's
// turn Carol loses 2 life; then Bob concedes. His turn doesn't begin
// (CR 800.4j): the next turn is Carol's, and the turn before it, "last
// turn", is Alice's, in which Carol lost life. Carol's Mending Vigil ("At
// the beginning of your upkeep, if you lost life last turn, you gain 3
// life", CR 603.4) triggers.
func TestH518LastTurnSkipsLeaversTurn(t *testing.T) {
	vigil := def(t, card.Definition{Name: "Mending Vigil", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, If: ability.If(ability.YouLostLifeLastTurn), Effects: gain(3)}}})
	g := newGame(t, 4)
	libs(t, g, 5)
	bf(t, g, 2, vigil)
	lands(t, g, 0, card.Mountain, 1)
	sp := hand(t, g, 0, h518Ping(t, "Flicker Spark", 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, sp, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(2))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, game.PlayerID(2), h518NextTurn(t, g))
	h518To(t, g, 2, game.Draw)
	require.Equal(t, 21, g.Life(2))
}

// ---------------------------------------------------------------------
// Part 7. Definitions Check refuses

// 33. "Equipped creature has 'At the beginning of your end step, ...'"
// (OfAttached) and the like: a granted trigger works on the events of
// its Match and at its controller's upkeep only, and Check says so
// rather than let the ability never trigger; the same ability as the
// Aura's own is accepted.
func TestH518RefusedGrantedEndStepTrigger(t *testing.T) {
	for _, ev := range []ability.Event{ability.YourEndStep, ability.YourBeginningOfCombat, ability.EachUpkeep} {
		d := card.Definition{Name: "Dusk Charm", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
			Enchant: ability.TargetCreature, Triggered: []ability.Triggered{{Event: ev, OfAttached: true, Effects: gain(1)}}}
		err := card.Define(d).Check()
		require.Error(t, err)
		require.Contains(t, err.Error(), "Triggered[0].OfAttached")
		d.Triggered[0].OfAttached = false
		require.NoError(t, card.Define(d).Check())
	}
}
