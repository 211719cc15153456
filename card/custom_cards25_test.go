package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, twenty-fifth set: cards of one's own in games of three
// and four players (free-for-all) and in Two-Headed Giant. "Each
// opponent", "each player" and "target opponent" effects and counts;
// sides ("you control", "an opponent controls", "you don't control" with
// a teammate, who is no opponent); triggers on what opponents do; upkeep
// triggers of each player; tokens and emblems made for each opponent;
// control changes among three players; players leaving the game; team
// life totals; "defending player"; definitions Check refuses; and, at
// the end, definitions Check accepts that the engine misplays (skipped,
// each saying what is wrong).

// h503Ench is a checked enchantment card with the abilities of d.
func h503Ench(t *testing.T, name, mc string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Enchantment
	return def(t, d)
}

// h503Art is a checked artifact card with the abilities of d.
func h503Art(t *testing.T, name, mc string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Artifact
	return def(t, d)
}

// h503Crt is a checked creature card with the abilities of d.
func h503Crt(t *testing.T, name, mc string, p, tg int, sub string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types, d.Subtypes = name, cost(mc), ability.Creature, []string{sub}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h503Ox is a vanilla 2/2.
func h503Ox(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Ox")
}

// h503Walker is a planeswalker with 3 loyalty and no abilities.
func h503Walker(t *testing.T, name, sub string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{W}"), Types: ability.Planeswalker,
		Subtypes: []string{sub}, Loyalty: 3})
}

// h503Trig is a one-trigger definition fragment.
func h503Trig(tr ability.Triggered) card.Definition {
	return card.Definition{Triggered: []ability.Triggered{tr}}
}

// h503Changes counts the life changes of each player among the game's
// events since the last ClearEvents: gains and losses apart.
func h503Changes(g *game.Game) (gains, losses []int) {
	gains, losses = make([]int, g.NumPlayers()), make([]int, g.NumPlayers())
	for _, e := range g.Events() {
		if e.Kind != game.EventLifeChange {
			continue
		}
		if e.Amount > 0 {
			gains[e.Player]++
		} else {
			losses[e.Player]++
		}
	}
	return
}

// h503Priority passes priority until a decision other than priority is
// pending or the stack is empty.
func h503Priority(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100 && g.StackLen() > 0 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
}

// h503Idle answers d as idleAnswer does, and also sends each unblocked
// attacker's combat damage to the first player listed (CR 810.7f).
func h503Idle(t *testing.T, g *game.Game, d game.Decision) {
	t.Helper()
	if d.Kind == game.DecideCombatDamagePlayer {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
		return
	}
	idleAnswer(t, g, d, "h503Idle")
}

// h503NextTurn passes until another team's or player's turn begins.
func h503NextTurn(t *testing.T, g *game.Game) game.PlayerID {
	t.Helper()
	cur := g.ActivePlayer()
	for i := 0; i < 500 && g.ActivePlayer() == cur && !g.Over(); i++ {
		h503Idle(t, g, g.Pending())
	}
	return g.ActivePlayer()
}

// h503Gain is "you gain n life" as an effect list.
func h503Gain(n int) []ability.Effect { return gain(n) }

// ---------------------------------------------------------------------
// Part 1. Sides: "you control", "an opponent controls", "you don't
// control" in free-for-all and with a teammate.

// 1. Severing Glare: {1}{W} instant, "Exile target creature you don't
// control." Glare of Enmity: {1}{W} instant, "Exile target creature an
// opponent controls." In Two-Headed Giant Bob is Alice's teammate: he is
// no opponent (CR 102.3, 810.2), but his creature is one Alice doesn't
// control. So the Glare may exile Bob's creature and the Glare of Enmity
// may not; neither may name Alice's own (CR 114.1, 601.2c).
func TestH503NotYourSideTargetsTeammate(t *testing.T) {
	glare := instant(t, "Severing Glare", "{1}{W}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{Side: ability.NotYourSide}}}, ability.Effect{Op: ability.OpExile, Target: 0})
	enmity := instant(t, "Glare of Enmity", "{1}{W}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{Side: ability.OpponentSide}}}, ability.Effect{Op: ability.OpExile, Target: 0})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	mine := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	gl := hand(t, g, 0, glare)
	en := hand(t, g, 0, enmity)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, gl, obj(bobs)))
	require.True(t, offered(g, gl, obj(carols)))
	require.False(t, offered(g, gl, obj(mine)))
	require.False(t, offered(g, en, obj(bobs)))
	require.True(t, offered(g, en, obj(carols)))
	require.Error(t, g.Cast(0, en, obj(bobs)))
	require.NoError(t, g.Cast(0, gl, obj(bobs)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, bobs))
}

// 2. Two anthems of Alice's in Two-Headed Giant: Blight Field, "Creatures
// you don't control get -1/-0", and Enmity Field, "Creatures your
// opponents control get -0/-1" (CR 613.3c, 604.2). Bob's 2/2 is a creature
// Alice doesn't control, but not an opponent's (CR 810.2, 102.3): 1/2.
// Carol's is both: 1/1. Alice's own: 2/2.
func TestH503StaticSidesTwoHeaded(t *testing.T) {
	blight := h503Ench(t, "Blight Field", "{2}{B}", card.Definition{Statics: []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.NotYourSide}, Power: -1}}})
	enmity := h503Ench(t, "Enmity Field", "{2}{B}", card.Definition{Statics: []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, Toughness: -1}}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, blight)
	bf(t, g, 0, enmity)
	mine := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	daves := bf(t, g, 3, h503Ox(t, "Dave's Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, mine))
	require.Equal(t, [2]int{1, 2}, pt(t, g, bobs))
	require.Equal(t, [2]int{1, 1}, pt(t, g, carols))
	require.Equal(t, [2]int{1, 1}, pt(t, g, daves))
}

// 3. Tithe of the Crowd: {2}{W} sorcery, "Each opponent creates a 1/1
// white Soldier creature token. Then you gain 1 life for each creature
// your opponents control." Four players: the tokens are made first
// (CR 608.2c: in order), so the count, taken as the effect happens
// (CR 608.2g), sees them: Bob 1+1, Carol 2+1, Dave 0+1 = 6; Alice's own
// two creatures don't count. Each token is its opponent's (CR 111.2).
func TestH503TitheOfTheCrowdCountsNewTokens(t *testing.T) {
	d := sorcery(t, "Tithe of the Crowd", "{2}{W}", nil,
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent, Token: card.SoldierToken, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents,
			Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0))
	for p := game.PlayerID(1); p < 4; p++ {
		tok := find(t, g, p, card.SoldierToken)
		require.NotZero(t, tok)
		require.Equal(t, p, info(t, g, tok).Owner)
	}
	require.Zero(t, find(t, g, 0, card.SoldierToken))
}

// 4. Two counts in Two-Headed Giant: Spite Census, {1}{B} sorcery, "Each
// opponent loses 1 life for each creature your opponents control", and
// Outsider Census, {1}{W} sorcery, "You gain 1 life for each creature you
// don't control." Bob has 2 creatures, Carol 1, Dave 1. Spite Census
// counts 2 (Bob is no opponent, CR 810.2) and each of Carol and Dave
// loses 2: their team loses 4 (CR 810.9). Outsider Census counts 4.
func TestH503CountsTwoHeadedSides(t *testing.T) {
	spite := sorcery(t, "Spite Census", "{1}{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent,
		Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}}})
	outsider := sorcery(t, "Outsider Census", "{1}{W}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
		Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.NotYourSide}}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	bf(t, g, 3, h503Ox(t, "Dave's Ox"))
	s := hand(t, g, 0, spite)
	o := hand(t, g, 0, outsider)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 26, 26}, lifes(g))
	require.NoError(t, g.Cast(0, o))
	resolve(t, g, nil)
	require.Equal(t, []int{34, 34, 26, 26}, lifes(g))
}

// 5. Lowland Stalker: {2}{B} 2/2, "Lowland Stalker gets +2/+2 as long as
// no opponent controls a Forest." (a condition on the battlefield, CR
// 604.2). In Two-Headed Giant Bob's Forest is a teammate's, not an
// opponent's (CR 810.2): the Stalker stays 4/4. Once Dave plays a
// Forest, it is 2/2.
func TestH503NoOpponentForestTwoHeaded(t *testing.T) {
	st := h503Crt(t, "Lowland Stalker", "{2}{B}", 2, 2, "Horror", card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsSelf, Power: 2, Toughness: 2,
		If: ability.Condition{Kind: ability.NoneOnBattlefield, Group: ability.Group{Types: ability.Land, Subtype: "Forest", Side: ability.OpponentSide}}}}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	s := bf(t, g, 0, st)
	bf(t, g, 1, card.Forest)
	f := hand(t, g, 3, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, s))
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	passTo(t, g, 2, game.Main1)
	require.NoError(t, g.PlayLand(3, f))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
}

// 6. Ruin of Many: {3}{B}{B} sorcery, "Destroy each creature target
// opponent controls." (Group.TargetPlayers). In Two-Headed Giant Alice
// may not name Bob (CR 810.2); naming Carol destroys Carol's creatures
// only, not Dave's, her teammate's (the group is "target opponent
// controls", CR 608.2c).
func TestH503RuinOfManyTargetOpponent(t *testing.T) {
	d := sorcery(t, "Ruin of Many", "{3}{B}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, TargetPlayers: true}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 5)
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	c1 := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	c2 := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	daves := bf(t, g, 3, h503Ox(t, "Dave's Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, s, pl(1)))
	require.False(t, offered(g, s, pl(0)))
	require.Error(t, g.Cast(0, s, pl(1)))
	require.NoError(t, g.Cast(0, s, pl(2)))
	resolve(t, g, nil)
	require.True(t, gone(g, c1))
	require.True(t, gone(g, c2))
	require.False(t, gone(g, daves))
	require.False(t, gone(g, bobs))
}

// 7. Marked Quarry: {1}{B} instant, "Target opponent loses 2 life.
// Destroy target creature that player controls." Three players: the
// creature must be the chosen opponent's (CR 114.1, 601.2c); Bob with
// Carol's creature is refused and not offered; Bob with Bob's creature
// resolves.
func TestH503MarkedQuarryThatPlayer(t *testing.T) {
	d := instant(t, "Marked Quarry", "{1}{B}", []ability.TargetSpec{ability.TargetOpponent,
		{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDestroy, Target: 1})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, s, pl(1), obj(carols)))
	require.True(t, offered(g, s, pl(2), obj(carols)))
	require.Error(t, g.Cast(0, s, pl(1), obj(carols)))
	require.NoError(t, g.Cast(0, s, pl(1), obj(bobs)))
	resolve(t, g, nil)
	require.True(t, gone(g, bobs))
	require.Equal(t, []int{20, 18, 20}, lifes(g))
}

// 8. Plunder the Fallen: {4}{B}{B} sorcery, "Put all creature cards from
// your opponents' graveyards onto the battlefield under your control."
// In Two-Headed Giant Bob's graveyard is a teammate's (CR 810.2): his
// creature card stays; Carol's and Dave's come to Alice (CR 110.2a).
func TestH503PlunderOpponentsGraveyardsTwoHeaded(t *testing.T) {
	d := sorcery(t, "Plunder the Fallen", "{4}{B}{B}", nil, ability.Effect{Op: ability.OpReanimateAll,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 6)
	ox := h503Ox(t, "Grave Ox")
	bg := put(t, g, 1, zone.Graveyard, ox)
	cg := put(t, g, 2, zone.Graveyard, ox)
	dg := put(t, g, 3, zone.Graveyard, ox)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bg))
	for _, id := range []game.ObjectID{cg, dg} {
		nid, ok := g.Follow(id)
		require.True(t, ok)
		o := info(t, g, nid)
		require.Equal(t, zone.Battlefield, o.Zone)
		require.Equal(t, game.PlayerID(0), o.Controller)
	}
}

// 9. Scour the Rivals: {1}{B} sorcery, "Exile each opponent's graveyard."
// Four players: Bob's, Carol's and Dave's graveyards are exiled; Alice's
// stays (CR 102.3, 406).
func TestH503ScourEachOpponentsGraveyard(t *testing.T) {
	d := sorcery(t, "Scour the Rivals", "{1}{B}", nil, ability.Effect{Op: ability.OpExileGraveyard, Who: ability.WhoEachOpponent})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	ox := h503Ox(t, "Grave Ox")
	var ids []game.ObjectID
	for p := game.PlayerID(0); p < 4; p++ {
		ids = append(ids, put(t, g, p, zone.Graveyard, ox))
	}
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ids[0]))
	for _, id := range ids[1:] {
		require.Equal(t, zone.Exile, zoneOf(t, g, id))
	}
}

// 10. Scorching Wake: {2}{R} sorcery, "Scorching Wake deals 2 damage to
// each creature you don't control." Two-Headed Giant: Bob's creature is
// dealt damage too (Side "you don't control", CR 810.2 has him no
// opponent but he isn't "you"); Alice's isn't.
func TestH503ScorchingWakeHitsTeammate(t *testing.T) {
	d := sorcery(t, "Scorching Wake", "{2}{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature, Side: ability.NotYourSide}, Amount: ability.N(2)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	mine := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.False(t, gone(g, mine))
	require.True(t, gone(g, bobs))
	require.True(t, gone(g, carols))
}

// ---------------------------------------------------------------------
// Part 2. Triggers on what opponents do.

// 11. Creeping Dread: {2}{B} enchantment, "Whenever a creature an
// opponent controls enters the battlefield, you gain 1 life." Watchers
// of Bob and Dave each hold one. Alice's Tithe-like Muster for Rivals
// ("Each opponent creates a 1/1 Soldier") makes tokens for Bob, Carol and
// Dave, which enter at once (CR 603.6a): Bob's Dread sees Carol's and
// Dave's (+2), Dave's sees Bob's and Carol's (+2); neither sees its own
// controller's token (CR 102.3). Alice, who controls none, gains nothing.
func TestH503CreepingDreadEachOpponentsToken(t *testing.T) {
	dread := h503Ench(t, "Creeping Dread", "{2}{B}", h503Trig(ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: h503Gain(1)}))
	muster := sorcery(t, "Muster for Rivals", "{1}{W}", nil,
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent, Token: card.SoldierToken, Amount: ability.N(1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 1, dread)
	bf(t, g, 3, dread)
	s := hand(t, g, 0, muster)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 22, 20, 22}, lifes(g))
}

// 12. Grave Witness: {1}{B} enchantment, "Whenever a creature card is put
// into an opponent's graveyard from anywhere, you gain 1 life." (the
// card's owner, CR 404.2, 400.3). Alice's Ox, which Carol controls, is
// destroyed: it goes to Alice's graveyard. Bob's and Carol's Witnesses
// trigger (Alice is their opponent); Alice's doesn't (CR 603.2).
func TestH503GraveWitnessOwnerNotController(t *testing.T) {
	wit := h503Ench(t, "Grave Witness", "{1}{B}", h503Trig(ability.Triggered{Event: ability.CardPutIntoGraveyard,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: h503Gain(1)}))
	g := newGame(t, 3)
	libs(t, g, 3)
	for p := game.PlayerID(0); p < 3; p++ {
		bf(t, g, p, wit)
	}
	lands(t, g, 1, card.Swamp, 1)
	ox := bf(t, g, 0, h503Ox(t, "Alice's Ox"), game.PutOptions{Controller: 2, SetController: true})
	pin := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, pin, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
	require.Equal(t, []int{20, 21, 21}, lifes(g))
}

// 13. Vulture's Tally: {2}{B} enchantment, "Whenever a creature an
// opponent controls dies, you draw a card." The same stolen Ox dies under
// Carol's control: the creature is read as it last existed on the
// battlefield, controlled by Carol (CR 603.10a, 700.4). Alice and Bob
// draw; Carol doesn't.
func TestH503VulturesTallyLastController(t *testing.T) {
	tally := h503Ench(t, "Vulture's Tally", "{2}{B}", h503Trig(ability.Triggered{Event: ability.CreatureDies,
		Match: ability.Filter{Side: ability.OpponentSide}, Effects: draw1}))
	g := newGame(t, 3)
	libs(t, g, 3)
	for p := game.PlayerID(0); p < 3; p++ {
		bf(t, g, p, tally)
	}
	lands(t, g, 1, card.Swamp, 1)
	ox := bf(t, g, 0, h503Ox(t, "Alice's Ox"), game.PutOptions{Controller: 2, SetController: true})
	pin := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, pin, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(2, zone.Hand))
}

// 14. Spiteful Ledger: {1}{B} enchantment, "Whenever an opponent
// discards a card, that player loses 2 life." (PlayerDiscards, Side the
// discarding player.) Alice's Rummage Order, {U} instant, "Target player
// discards a card", at Bob, her Two-Headed Giant teammate: no trigger
// (CR 810.2); at Carol: Carol loses 2 and her team is at 28 (CR 810.9).
func TestH503SpitefulLedgerTeammateDiscard(t *testing.T) {
	ledger := h503Ench(t, "Spiteful Ledger", "{1}{B}", h503Trig(ability.Triggered{Event: ability.PlayerDiscards,
		Match:   ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}))
	rummage := instant(t, "Rummage Order", "{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	bf(t, g, 0, ledger)
	put(t, g, 1, zone.Hand, card.Plains)
	put(t, g, 2, zone.Hand, card.Plains)
	r1 := hand(t, g, 0, rummage)
	r2 := hand(t, g, 0, rummage)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r1, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
	require.NoError(t, g.Cast(0, r2, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, 0, g.ZoneLen(2, zone.Hand))
	require.Equal(t, []int{30, 30, 28, 28}, lifes(g))
}

// 15. Millstone Augur: {2}{U} enchantment, "Whenever a card is put into
// an opponent's graveyard from anywhere, you gain 1 life." Alice and Bob
// each control one; three players. Alice's Drain the Wells ("Each
// opponent puts the top two cards of their library into their
// graveyard") mills Bob and Carol: Alice's Augur sees four cards (+4),
// not her own Drain going to her graveyard as it resolves; Bob's sees
// Carol's two cards and Alice's Drain (+3), not his own two (CR 603.2,
// 102.3, 608.2n).
func TestH503MillstoneAugurEachOpponent(t *testing.T) {
	augur := h503Ench(t, "Millstone Augur", "{2}{U}", h503Trig(ability.Triggered{Event: ability.CardPutIntoGraveyard,
		Match: ability.Filter{Side: ability.OpponentSide}, Effects: h503Gain(1)}))
	drain := sorcery(t, "Drain the Wells", "{1}{U}", nil, ability.Effect{Op: ability.OpMill, Who: ability.WhoEachOpponent, Amount: ability.N(2)})
	g := newGame(t, 3)
	libs(t, g, 4)
	lands(t, g, 0, card.Island, 2)
	bf(t, g, 0, augur)
	bf(t, g, 1, augur)
	s := hand(t, g, 0, drain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 2, g.ZoneLen(2, zone.Graveyard))
	require.Equal(t, []int{24, 23, 20}, lifes(g))
}

// 16. Warcry Sentinel: {1}{W} enchantment, "Whenever a creature an
// opponent controls attacks, defending player gains 1 life." Three
// players; in Bob's turn, Bob attacks Alice with one creature and Carol
// with another. Alice's Sentinel triggers for each, and "defending
// player" is the player each creature attacks (CR 506.2, 802.2a): Alice
// gains 1 and Carol gains 1. Carol's own Sentinel triggers too: 2 more
// for the two defending players.
func TestH503WarcrySentinelDefendingPlayers(t *testing.T) {
	sent := h503Ench(t, "Warcry Sentinel", "{1}{W}", h503Trig(ability.Triggered{Event: ability.CreatureAttacks,
		Match:   ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}))
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, sent)
	bf(t, g, 2, sent)
	a := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	b := bf(t, g, 1, h503Ox(t, "Bob's Other Ox"))
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a, Player: 0}, game.Attack{Attacker: b, Player: 2})
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20, 22}, lifes(g))
}

// 17. Aegis of Spite: {1}{W} enchantment, "Whenever a creature you
// control becomes the target of a spell or ability an opponent controls,
// you gain 2 life." Three players: Bob's Doom Pin at Carol's creature
// doesn't trigger Alice's Aegis (the creature isn't Alice's); Bob's Pin
// at Alice's creature does (CR 603.2).
func TestH503AegisOfSpiteOnlyOwnCreatures(t *testing.T) {
	aegis := h503Ench(t, "Aegis of Spite", "{1}{W}", h503Trig(ability.Triggered{Event: ability.BecomesTargetOfOpponent,
		Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide}, Effects: h503Gain(2)}))
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 2)
	bf(t, g, 0, aegis)
	mine := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	p1 := hand(t, g, 1, doomDef)
	p2 := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, p1, obj(carols)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Cast(1, p2, obj(mine)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.True(t, gone(g, mine))
}

// 18. The same Aegis in Two-Headed Giant: Bob, Alice's teammate, targets
// her creature with his Sun Needle: he is no opponent (CR 810.2), no
// trigger. Carol's Needle at it triggers: the team gains 2 (CR 810.9).
func TestH503AegisOfSpiteTeammate(t *testing.T) {
	aegis := h503Ench(t, "Aegis of Spite", "{1}{W}", h503Trig(ability.Triggered{Event: ability.BecomesTargetOfOpponent,
		Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide}, Effects: h503Gain(2)}))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 2, card.Plains, 1)
	bf(t, g, 0, aegis)
	mine := bf(t, g, 0, creature(t, "Alice's Giant", "{3}{G}", 4, 4, 0, "Giant"))
	n1 := hand(t, g, 1, whiteBolt)
	n2 := hand(t, g, 2, whiteBolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(1, n1, obj(mine)))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(2, n2, obj(mine)))
	resolve(t, g, nil)
	require.Equal(t, []int{32, 32, 30, 30}, lifes(g))
}

// 19. Two-Headed Giant: Warband Horn, {2} artifact, "Whenever you attack
// with two or more creatures, you gain 2 life." Alice and Bob attack with
// one creature each: the team attacks with two (CR 810.7c), but neither
// player attacks with two creatures they control ("you attack with",
// CR 508.3a, 810.2: "you" is the player alone): no trigger. In the next
// team turn Alice attacks with two: it triggers once.
func TestH503WarbandHornTeamAttack(t *testing.T) {
	horn := h503Art(t, "Warband Horn", "{2}", h503Trig(ability.Triggered{Event: ability.YouAttackWithCreatures, MinCount: 2,
		Effects: h503Gain(2)}))
	g := newTwoHeaded(t)
	libs(t, g, 6)
	bf(t, g, 0, horn)
	a1 := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	a2 := bf(t, g, 0, h503Ox(t, "Alice's Other Ox"))
	b1 := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 2}, game.Attack{Attacker: b1, Player: 2})
	require.Equal(t, 0, g.StackLen())
	require.Empty(t, g.PendingTriggers(0))
	require.Equal(t, game.PlayerID(2), h503NextTurn(t, g))
	require.Equal(t, game.PlayerID(0), h503NextTurn(t, g))
	for g.Step() != game.DeclareAttackers || g.Pending().Kind != game.DecideAttackers {
		h503Idle(t, g, g.Pending())
	}
	before := g.Life(0)
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 2}, game.Attack{Attacker: a2, Player: 3})
	resolve(t, g, nil)
	require.Equal(t, before+2, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 3. Upkeeps, "last turn", and team life totals.

// 20. Two-Headed Giant: Vigil Stones, {2} artifact, "At the beginning of
// your upkeep, you lose 1 life", one for Alice, one for Bob, one for
// Carol. In Alice's team's turn both Alice and Bob have the upkeep (CR
// 805.4, the team takes the turn): each Stone of theirs triggers, each
// for its own controller, and the team loses 2 (CR 810.9). Carol's
// doesn't trigger.
func TestH503YourUpkeepBothTeammates(t *testing.T) {
	stone := h503Art(t, "Vigil Stone", "{2}", h503Trig(ability.Triggered{Event: ability.YourUpkeep,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}))
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, stone)
	bf(t, g, 1, stone)
	bf(t, g, 2, stone)
	require.NoError(t, g.Start(2, 2, game.Main1))
	g.ClearEvents()
	require.Equal(t, game.PlayerID(0), h503NextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, []int{28, 28, 30, 30}, lifes(g))
	_, losses := h503Changes(g)
	require.Equal(t, []int{1, 1, 0, 0}, losses)
}

// 21. Sear Point: {R} instant, "Sear Point deals 2 damage to target
// player." Two-Headed Giant: Carol controls a planeswalker, Dave none.
// Aimed at Dave, no redirection is offered: CR 306.7 lets the damage go
// to a planeswalker "that opponent" controls, and Carol's is not Dave's.
// Aimed at Carol, Alice is asked and may redirect it to Carol's
// planeswalker.
func TestH503RedirectOnlyThatOpponentsWalker(t *testing.T) {
	sear := instant(t, "Sear Point", "{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	pw := bf(t, g, 2, h503Walker(t, "Vess of the Veil", "Vess"))
	s1 := hand(t, g, 0, sear)
	s2 := hand(t, g, 0, sear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s1, pl(3)))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 28, 28}, lifes(g))
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	require.NoError(t, g.Cast(0, s2, pl(2)))
	h503Priority(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(chooseObj(0, pw)))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	require.Equal(t, []int{30, 30, 28, 28}, lifes(g))
}

// 22. Two-Headed Giant, "last turn". Wounded Pride: {1}{W} enchantment,
// "At the beginning of your upkeep, if you lost life last turn, you gain
// 2 life" (CR 603.4), one for Alice and one for Bob; Gloating Ledger:
// {1}{B} enchantment, "At the beginning of your upkeep, if an opponent
// lost life last turn, draw a card", Alice's. In Carol's team's turn
// Carol's Sun Needle deals 1 damage to Bob. The team lost 1, but life is
// lost by each player individually (CR 810.9): only Bob's Pride
// triggers, and no opponent of Alice's lost life, so the Ledger doesn't.
func TestH503LastTurnLossTeammate(t *testing.T) {
	pride := h503Ench(t, "Wounded Pride", "{1}{W}", h503Trig(ability.Triggered{Event: ability.YourUpkeep,
		If: ability.If(ability.YouLostLifeLastTurn), Effects: h503Gain(2)}))
	ledger := h503Ench(t, "Gloating Ledger", "{1}{B}", h503Trig(ability.Triggered{Event: ability.YourUpkeep,
		If: ability.If(ability.OpponentLostLifeLastTurn), Effects: draw1}))
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, pride)
	bf(t, g, 1, pride)
	bf(t, g, 0, ledger)
	lands(t, g, 2, card.Plains, 1)
	n := hand(t, g, 2, whiteBolt)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, n, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, []int{29, 29, 30, 30}, lifes(g))
	require.Equal(t, game.PlayerID(0), h503NextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, []int{31, 31, 30, 30}, lifes(g))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the draw step's card only")
}

// 23. The same Ledger; this time Bob, in Carol's team's turn, deals 1
// damage to Dave with his Sun Needle. Dave is Alice's opponent: at Alice's
// upkeep the Ledger triggers and she draws (CR 603.4, 810.9).
func TestH503LastTurnOpponentLostLifeTwoHeaded(t *testing.T) {
	ledger := h503Ench(t, "Gloating Ledger", "{1}{B}", h503Trig(ability.Triggered{Event: ability.YourUpkeep,
		If: ability.If(ability.OpponentLostLifeLastTurn), Effects: draw1}))
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, ledger)
	lands(t, g, 1, card.Plains, 1)
	n := hand(t, g, 1, whiteBolt)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Pass(2))
	require.True(t, g.MayAnswer(1))
	require.NoError(t, g.Cast(1, n, pl(3)))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 29, 29}, lifes(g))
	require.Equal(t, game.PlayerID(0), h503NextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
}

// 24. Reset the Scales: {2}{W} sorcery, "Each opponent's life total
// becomes their starting life total." Two-Headed Giant: Carol's team is
// at 36. Setting a player's life total makes that player gain or lose
// the difference, applied to the team total (CR 810.9c, 118.5); the team
// ends at its starting 30 (CR 810.4), not 24: once Carol's total is 30,
// Dave's is too, and he loses nothing.
func TestH503ResetTheScalesTwoHeaded(t *testing.T) {
	boon := sorcery(t, "Rival's Boon", "{W}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(6)})
	reset := sorcery(t, "Reset the Scales", "{2}{W}", nil, ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoEachOpponent})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	b := hand(t, g, 0, boon)
	r := hand(t, g, 0, reset)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, pl(3)))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 36, 36}, lifes(g))
	require.NoError(t, g.Cast(0, r))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
}

// 25. Second Dawn: {1}{W} sorcery, "You lose 8 life. Then your life total
// becomes your starting life total." Two-Headed Giant: Alice's team goes
// to 22, then Alice gains 8 and the team is at 30 (CR 810.9c). Bob's
// Bloom Watcher ("Whenever you gain life, draw a card") doesn't trigger:
// Alice gained the life, not Bob (CR 810.9); Alice's does.
func TestH503SecondDawnOnlyCasterGains(t *testing.T) {
	dawn := sorcery(t, "Second Dawn", "{1}{W}", nil,
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(8)},
		ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoYou})
	watcher := h503Ench(t, "Bloom Watcher", "{G}", h503Trig(ability.Triggered{Event: ability.YouGainLife, Effects: draw1}))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, watcher)
	bf(t, g, 1, watcher)
	d := hand(t, g, 0, dawn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// ---------------------------------------------------------------------
// Part 4. Control among three or four players, and players leaving.

// 26. Cursed Idol: {2} artifact, "At the beginning of your upkeep, you
// lose 1 life" and "{1}: Target opponent gains control of Cursed Idol."
// Three players. Alice gives it to Bob; Bob gives it to Carol (CR 613.2:
// the later effect wins). Carol concedes: the effect that gave her
// control ends (CR 800.4a), and the latest remaining one gives the Idol to
// Bob, not back to its owner Alice (CR 613.1b, 613.2). At Bob's upkeep he
// loses 1.
func TestH503CursedIdolPassedAround(t *testing.T) {
	idol := h503Art(t, "Cursed Idol", "{2}", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectSelf, Who: ability.WhoTarget,
				Target: 0, Duration: ability.Permanently}}}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	i := bf(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, i, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, i).Controller)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, i, 0, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, i).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.False(t, g.Over())
	require.Equal(t, game.PlayerID(1), info(t, g, i).Controller)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, []int{20, 19}, lifes(g)[:2])
}

// 27. Covetous Claim: {U} instant, "Gain control of target creature."
// Four players. Alice claims Bob's Ox, then Carol claims it from Alice.
// Carol concedes: her effect ends (CR 800.4a) and Alice's, still there,
// gives the Ox to Alice (CR 613.2), not to its owner Bob.
func TestH503ClaimChainThiefLeaves(t *testing.T) {
	claim := instant(t, "Covetous Claim", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 2, card.Island, 1)
	ox := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	c1 := hand(t, g, 0, claim)
	c2 := hand(t, g, 2, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c1, obj(ox)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, c2, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, ox).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
}

// 28. Vault Warden: {1}{W} 2/2, "When Vault Warden enters the battlefield,
// exile target creature an opponent controls until Vault Warden leaves
// the battlefield." Four players. Alice's Warden exiles Bob's Ox. Carol
// claims the Warden: it hasn't left the battlefield, the Ox stays exiled
// (CR 610.3a). Carol concedes: the Warden, Alice's, returns to her (CR
// 800.4a) and still holds the Ox. Alice concedes: the Warden leaves with
// her and the Ox returns to the battlefield under Bob's control (CR
// 610.3a, 800.4a).
func TestH503VaultWardenChain(t *testing.T) {
	warden := h503Crt(t, "Vault Warden", "{1}{W}", 2, 2, "Human", h503Trig(ability.Triggered{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}))
	claim := instant(t, "Covetous Claim", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 2, card.Island, 1)
	ox := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	w := hand(t, g, 0, warden)
	c := hand(t, g, 2, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	h503Priority(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(targets(0, obj(ox))))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	wid := find(t, g, 0, warden)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, c, obj(wid)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, wid).Controller)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.Equal(t, game.PlayerID(0), info(t, g, wid).Controller)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, g.Over())
	nid, ok := g.Follow(ox)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller)
}

// ---------------------------------------------------------------------
// Part 5. "Defending player", combat in Two-Headed Giant, emblems and
// discards for each opponent.

// 29. Dread Marauder: {3}{B} 3/3, "Whenever Dread Marauder attacks,
// creatures defending player controls get -1/-0 until end of turn."
// Three players: it attacks Carol's planeswalker. The defending player is
// the planeswalker's controller (CR 506.2, 802.2a): Carol's Ox is 1/2,
// Bob's stays 2/2.
func TestH503MarauderAttacksWalker(t *testing.T) {
	mar := h503Crt(t, "Dread Marauder", "{3}{B}", 3, 3, "Horror", h503Trig(ability.Triggered{Event: ability.Attacks,
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Creature, EventPlayers: true}, Power: -1}}}))
	g := newGame(t, 3)
	libs(t, g, 3)
	m := bf(t, g, 0, mar)
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	pw := bf(t, g, 2, h503Walker(t, "Vess of the Veil", "Vess"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: m, Player: game.NoPlayer, Planeswalker: pw})
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 2}, pt(t, g, carols))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bobs))
}

// 30. Tidecaller Raider: {2}{U} 2/2, "Whenever Tidecaller Raider deals
// combat damage to a player, that player puts the top two cards of their
// library into their graveyard." Two-Headed Giant: declared at Carol and
// unblocked, its damage is assigned to Dave, as the attacking team
// chooses (CR 810.7f): Dave is the player dealt damage, and he mills two;
// Carol mills none.
func TestH503RaiderDamageToChosenDefender(t *testing.T) {
	raider := h503Crt(t, "Tidecaller Raider", "{2}{U}", 2, 2, "Merfolk", h503Trig(ability.Triggered{Event: ability.DealsCombatDamageToPlayer,
		Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}))
	g := newTwoHeaded(t)
	libs(t, g, 4)
	r := bf(t, g, 0, raider)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 2})
	for i := 0; i < 20 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 3}))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 28, 28}, lifes(g))
	require.Equal(t, 2, g.ZoneLen(3, zone.Graveyard))
	require.Equal(t, 0, g.ZoneLen(2, zone.Graveyard))
}

// 31. Mark of Rivals: {2}{W} sorcery, "Each opponent gets an emblem with
// 'Whenever a creature attacks you, you gain 1 life.'" (CR 113.2: each
// opponent owns and controls theirs). Four players: in Bob's turn Bob
// attacks Carol with two creatures and Dave with one: Carol's emblem
// triggers twice, Dave's once; Bob's doesn't (nothing attacks him); Alice
// has none.
func TestH503MarkOfRivalsEmblems(t *testing.T) {
	mark := card.Define(card.Definition{Name: "Mark of Rivals Emblem", Triggered: []ability.Triggered{{
		Event: ability.CreatureAttacksYou, Effects: h503Gain(1)}}})
	require.NoError(t, mark.Check())
	d := sorcery(t, "Mark of Rivals", "{2}{W}", nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoEachOpponent, Token: mark})
	g := newGame(t, 4)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	a1 := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	a2 := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	a3 := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	for g.Pending().Kind != game.DecideAttackers {
		h503Idle(t, g, g.Pending())
	}
	attack(t, g, 1, game.Attack{Attacker: a1, Player: 2}, game.Attack{Attacker: a2, Player: 2}, game.Attack{Attacker: a3, Player: 3})
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20, 22, 21}, lifes(g))
}

// 32. Scattering Whispers: {1}{B} sorcery, "Each opponent discards a card
// at random." Three players; Alice and Bob each control a Gloating Fiend,
// "Whenever an opponent discards a card, you gain 1 life." Bob and Carol
// each discard one (CR 701.8): Alice's Fiend triggers twice (+2); Bob's
// sees Carol's discard only (+1).
func TestH503ScatteringWhispersEachOpponent(t *testing.T) {
	fiend := h503Ench(t, "Gloating Fiend", "{1}{B}", h503Trig(ability.Triggered{Event: ability.PlayerDiscards,
		Match: ability.Filter{Side: ability.OpponentSide}, Effects: h503Gain(1)}))
	d := sorcery(t, "Scattering Whispers", "{1}{B}", nil, ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 0, fiend)
	bf(t, g, 1, fiend)
	put(t, g, 1, zone.Hand, card.Plains)
	put(t, g, 2, zone.Hand, card.Plains)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(2, zone.Hand))
	require.Equal(t, []int{22, 21, 20}, lifes(g))
}

// 33. Two-Headed Giant: Warcry Sentinel (test 16), one for Alice and one
// for Bob. In Carol's team's turn Carol attacks Bob with a creature and
// Dave attacks Alice with one. Each Sentinel triggers for both (they are
// creatures opponents control), and "defending player" is the player
// each was declared at, or the other defending player, as the
// Sentinel's controller chooses on resolution (CR 810.7b: a one-shot
// effect's "defending player" is one of the two, chosen by its
// controller; the engine lists the declared one first). Whoever is
// chosen, the team gains 4 (CR 810.9).
func TestH503WarcrySentinelTwoHeaded(t *testing.T) {
	sent := h503Ench(t, "Warcry Sentinel", "{1}{W}", h503Trig(ability.Triggered{Event: ability.CreatureAttacks,
		Match:   ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, sent)
	bf(t, g, 1, sent)
	c := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	d := bf(t, g, 3, h503Ox(t, "Dave's Ox"))
	require.NoError(t, g.Start(2, 2, game.DeclareAttackers))
	g.ClearEvents()
	attack(t, g, 2, game.Attack{Attacker: c, Player: 1}, game.Attack{Attacker: d, Player: 0})
	asked := 0
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideDefendingPlayer, d.Kind)
		asked++
		return g.LegalActions(nil)[0]
	})
	require.Equal(t, 4, asked)
	require.Equal(t, []int{34, 34, 30, 30}, lifes(g))
	gains, _ := h503Changes(g)
	require.Equal(t, []int{2, 2, 0, 0}, gains)
}

// ---------------------------------------------------------------------
// Part 6. More sides, controllers and players leaving.

// 34. Spiteful Shade: {1}{B} 2/1, "When Spiteful Shade dies, target
// opponent loses 2 life." Three players: Alice's Shade, which Carol
// controls, is destroyed by Bob. The ability is controlled by Carol, who
// controlled the Shade as it last existed (CR 603.3a, 603.10a), so its
// "target opponent" is Alice or Bob, never Carol (CR 102.3). Carol names
// Alice.
func TestH503SpitefulShadeLastController(t *testing.T) {
	shade := h503Crt(t, "Spiteful Shade", "{1}{B}", 2, 1, "Shade", h503Trig(ability.Triggered{Event: ability.Dies,
		Targets: []ability.TargetSpec{ability.TargetOpponent},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)}}}))
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 1)
	s := bf(t, g, 0, shade, game.PutOptions{Controller: 2, SetController: true})
	pin := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, pin, obj(s)))
	h503Priority(t, g)
	d := g.Pending()
	require.Equal(t, game.DecideTargets, d.Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(2), d.Player)
	var offeredPlayers []game.PlayerID
	for _, a := range g.LegalActions(nil) {
		for _, x := range a.TargetList() {
			if x.IsPlayer() {
				offeredPlayers = append(offeredPlayers, game.PlayerID(x.Player))
			}
		}
	}
	require.ElementsMatch(t, []game.PlayerID{0, 1}, offeredPlayers)
	require.Error(t, g.Apply(targets(2, pl(2))))
	require.NoError(t, g.Apply(targets(2, pl(0))))
	resolve(t, g, nil)
	require.Equal(t, []int{18, 20, 20}, lifes(g))
}

// 35. Grave Robbery: {2}{B} sorcery, "Put target creature card from an
// opponent's graveyard onto the battlefield under your control." Four
// players: Alice takes Carol's Ox. Alice then concedes: the Ox, Carol's,
// was put onto the battlefield under Alice's control; nothing else gives
// control of it to a player in the game, so it is exiled (CR 800.4a), not
// returned to Carol.
func TestH503GraveRobberyRobberLeaves(t *testing.T) {
	rob := sorcery(t, "Grave Robbery", "{2}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	ox := put(t, g, 2, zone.Graveyard, h503Ox(t, "Carol's Ox"))
	mine := put(t, g, 0, zone.Graveyard, h503Ox(t, "Alice's Ox"))
	r := hand(t, g, 0, rob)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, r, obj(mine)))
	require.NoError(t, g.Cast(0, r, obj(ox)))
	resolve(t, g, nil)
	nid, ok := g.Follow(ox)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, nid).Zone)
	require.Equal(t, game.PlayerID(0), info(t, g, nid).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.Equal(t, zone.Exile, zoneOf(t, g, nid))
}

// 36. Warband Horn (test 19) in a three-player game: Alice attacks Bob
// with one creature and Carol with another. She attacked with two
// creatures, whichever players they attack (CR 508.3a, 802.3): the Horn
// triggers once.
func TestH503WarbandHornSplitAttack(t *testing.T) {
	horn := h503Art(t, "Warband Horn", "{2}", h503Trig(ability.Triggered{Event: ability.YouAttackWithCreatures, MinCount: 2,
		Effects: h503Gain(2)}))
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, horn)
	a1 := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	a2 := bf(t, g, 0, h503Ox(t, "Alice's Other Ox"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: 2})
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 37. Tidecaller Raider (test 30), two of them, three players: one
// attacks Bob, the other Carol, both unblocked. Each deals combat damage
// to the player it attacks, and "that player" of each trigger is that
// player (CR 510.2, 603.2): Bob and Carol each mill two.
func TestH503RaidersEachTheirPlayer(t *testing.T) {
	raider := h503Crt(t, "Tidecaller Raider", "{2}{U}", 2, 2, "Merfolk", h503Trig(ability.Triggered{Event: ability.DealsCombatDamageToPlayer,
		Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}))
	g := newGame(t, 3)
	libs(t, g, 4)
	r1 := bf(t, g, 0, raider)
	r2 := bf(t, g, 0, raider)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r1, Player: 1}, game.Attack{Attacker: r2, Player: 2})
	combatTo(t, g, game.Main2)
	resolve(t, g, nil)
	require.Equal(t, []int{20, 18, 18}, lifes(g))
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 2, g.ZoneLen(2, zone.Graveyard))
	require.Equal(t, 0, g.ZoneLen(0, zone.Graveyard))
}

// 38. Sunward Idol: {1}{W} artifact creature 1/1, "At the beginning of
// your upkeep, you gain 1 life." Alice's, controlled by Carol (three
// players). "Your upkeep" is its controller's (CR 503.1, 603.3a): it
// doesn't trigger in Bob's or Alice's upkeep, only in Carol's, and Carol
// gains the life.
func TestH503StolenUpkeepTrigger(t *testing.T) {
	idol := def(t, card.Definition{Name: "Sunward Idol", ManaCost: cost("{1}{W}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: h503Gain(1)}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	bf(t, g, 0, idol, game.PutOptions{Controller: 2, SetController: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, []int{20, 20, 20}, lifes(g))
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	passTo(t, g, 2, game.Main1)
	require.Equal(t, []int{20, 20, 21}, lifes(g))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, []int{20, 20, 21}, lifes(g))
}

// 39. Two-Headed Giant: Tithe of the Crowd (test 3). Only Carol and Dave
// are opponents: each creates a Soldier (CR 810.2), and the count of
// creatures Alice's opponents control (Carol's Ox and the two tokens) is
// 3; Bob's creatures count for nothing and Bob gets no token. The team
// gains 3 (CR 810.9).
func TestH503TitheOfTheCrowdTwoHeaded(t *testing.T) {
	d := sorcery(t, "Tithe of the Crowd", "{2}{W}", nil,
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent, Token: card.SoldierToken, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents,
			Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{33, 33, 30, 30}, lifes(g))
	require.Zero(t, find(t, g, 1, card.SoldierToken))
	require.NotZero(t, find(t, g, 2, card.SoldierToken))
	require.NotZero(t, find(t, g, 3, card.SoldierToken))
}

// 40. Two-Headed Giant. Outsider's Welcome: {1}{G} enchantment, "Whenever
// a creature you don't control enters the battlefield, you gain 1 life."
// Rival's Welcome: the same with "a creature an opponent controls". Bob,
// Alice's teammate, casts a creature: Alice's Outsider's Welcome triggers
// (it is not hers), her Rival's Welcome doesn't (Bob is no opponent, CR
// 810.2). The team gains 1.
func TestH503WelcomesTeammateCreature(t *testing.T) {
	outsider := h503Ench(t, "Outsider's Welcome", "{1}{G}", h503Trig(ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.NotYourSide}, Effects: h503Gain(1)}))
	rival := h503Ench(t, "Rival's Welcome", "{1}{G}", h503Trig(ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: h503Gain(1)}))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, outsider)
	bf(t, g, 0, rival)
	lands(t, g, 1, card.Forest, 2)
	ox := hand(t, g, 1, h503Ox(t, "Bob's Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(1, ox))
	resolve(t, g, nil)
	require.Equal(t, []int{31, 31, 30, 30}, lifes(g))
}

// 41. Two-Headed Giant: Bob concedes. His team leaves the game at once
// and loses (CR 810.8b, 810.8a): Alice loses too, and Carol's team wins.
func TestH503TeamConcedes(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, g.Over())
	require.True(t, g.Lost(0))
	require.True(t, g.Lost(1))
	require.False(t, g.Lost(2))
	require.False(t, g.Lost(3))
	require.Equal(t, game.PlayerID(2), g.Team(g.Winner()))
}

// 42. Bitter Harvest: {2}{B} sorcery, "Each opponent loses 3 life. Then
// each opponent creates a 1/1 white Soldier creature token." Four players:
// Carol is at 2. The sorcery's effects all happen before state-based
// actions are checked (CR 608.2c, 704.3): Carol, at -1, still gets her
// token; then she loses (CR 704.5a) and her token leaves the game with her
// (CR 800.4a); Bob's and Dave's stay.
func TestH503BitterHarvestLoserStillCreates(t *testing.T) {
	d := sorcery(t, "Bitter Harvest", "{2}{B}", nil,
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent, Token: card.SoldierToken, Amount: ability.N(1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	require.NoError(t, g.SetLife(2, 2))
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.True(t, g.Lost(2))
	require.False(t, g.Over())
	made := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventZoneChange && e.Card == card.SoldierToken && e.To == zone.Battlefield {
			made++
		}
	}
	require.Equal(t, 3, made, "Carol's token too (CR 608.2c)")
	require.NotZero(t, find(t, g, 1, card.SoldierToken))
	require.NotZero(t, find(t, g, 3, card.SoldierToken))
	require.Zero(t, g.ZoneLen(2, zone.Battlefield))
}

// 43. Two-Headed Giant. Mourning Bell: {2}{B} enchantment, "Whenever a
// creature you don't control dies, you gain 1 life." Carol's Doom Pin
// destroys Bob's creature: Alice's Bell triggers (Bob's creature isn't
// hers; CR 603.10a), and the team gains 1.
func TestH503MourningBellTeammateCreature(t *testing.T) {
	bell := h503Ench(t, "Mourning Bell", "{2}{B}", h503Trig(ability.Triggered{Event: ability.CreatureDies,
		Match: ability.Filter{Side: ability.NotYourSide}, Effects: h503Gain(1)}))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, bell)
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	lands(t, g, 2, card.Swamp, 1)
	pin := hand(t, g, 2, doomDef)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, pin, obj(bobs)))
	resolve(t, g, nil)
	require.True(t, gone(g, bobs))
	require.Equal(t, []int{31, 31, 30, 30}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 7. Definitions Check refuses: the vocabulary can't say them, and
// a refusal is honest.

// 44. Multiplayer texts the vocabulary can't say, each refused by Check
// at the field that can't be played as written:
//   - "Whenever an opponent draws a card, you gain 1 life": YouDraw is
//     the controller's own draw and has no object for a Match to say
//     whose (CR 120.1, 603.2); refused rather than played as "whenever
//     you draw".
//   - "Whenever an opponent gains life, draw a card": YouGainLife has no
//     object either (CR 118.9).
//   - "Each opponent gains control of target creature you control": one
//     permanent can't go to several players; control goes to you or to a
//     target player (CR 613.2).
//   - "Search each opponent's library for a card and exile it": a search
//     names one player (CR 701.17).
//   - "You gain 1 life for each creature target opponent controls": a
//     count doesn't read TargetPlayers (it would count every player's).
//   - "Creatures defending player controls get -1/-0" as a static: a
//     static has no event, so no defending player (CR 506.2).
//   - "Whenever you cast a spell, that player loses 1 life": casting has
//     no "that player" other than you (CR 601.2i).
//   - "Each opponent gets an emblem with 'At the beginning of your upkeep,
//     you lose 1 life'": the emblems played trigger on creatures
//     attacking their owner only (CR 113.3); the emblem is refused.
//   - "As long as an opponent controls a Forest" written as YouControl
//     with an opponent's Side: YouControl says whose, the Side contradicts
//     it (NoneOnBattlefield is the kind that reads a side).
func TestH503RefusalsMultiplayer(t *testing.T) {
	spell := func(ts []ability.TargetSpec, es ...ability.Effect) card.Definition {
		return card.Definition{Name: "Refused Spell", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
			Spell: ability.Spell{Targets: ts, Effects: es}}
	}
	ench := func(tr ability.Triggered) card.Definition {
		return card.Definition{Name: "Refused Enchantment", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
			Triggered: []ability.Triggered{tr}}
	}
	cases := []struct {
		name  string
		d     card.Definition
		field string
	}{
		{"an opponent draws", ench(ability.Triggered{Event: ability.YouDraw, Match: ability.Filter{Side: ability.OpponentSide}, Effects: gain(1)}), "Match"},
		{"an opponent gains life", ench(ability.Triggered{Event: ability.YouGainLife, Match: ability.Filter{Side: ability.OpponentSide}, Effects: draw1}), "Match"},
		{"each opponent gains control", spell([]ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			ability.Effect{Op: ability.OpGainControl, Who: ability.WhoEachOpponent, Target: 0, Duration: ability.Permanently}), "Who"},
		{"search each opponent's library", spell(nil, ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoEachOpponent,
			Zones: ability.SearchLibrary, Into: ability.IntoExile}), "Who"},
		{"count target opponent's creatures", spell([]ability.TargetSpec{ability.TargetOpponent},
			ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents,
				Group: ability.Group{Types: ability.Creature, TargetPlayers: true}}}), "TargetPlayers"},
		{"static defending player", card.Definition{Name: "Looming Dread", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, EventPlayers: true}, Power: -1}}}, "EventPlayers"},
		{"cast trigger's that player", ench(ability.Triggered{Event: ability.YouCastSpell,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}), "Who"},
		{"upkeep emblem", card.Definition{Name: "Curse Emblem", Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}}, "Event"},
		{"you control an opponent's Forest", card.Definition{Name: "Envious Stalker", ManaCost: cost("{2}{B}"), Types: ability.Creature,
			Subtypes: []string{"Horror"}, Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Power: 2,
				If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Forest", Side: ability.OpponentSide}}}}}, "Side"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := card.Define(c.d).Check()
			require.Error(t, err)
			require.Contains(t, err.Error(), c.field)
		})
	}
}

// ---------------------------------------------------------------------
// Part 7b. Combat with three players, APNAP choices, one-source damage to
// each opponent.

// 45. Dread Marauder (test 29) attacks Carol's planeswalker; with its
// trigger on the stack, Bob casts Walker's Claim ({U} instant, "Gain
// control of target planeswalker"). The planeswalker changes controller
// and is removed from combat (CR 506.4); the Marauder keeps attacking,
// nothing, and unblocked deals no combat damage (CR 506.4c). Its trigger
// still means Carol, the player whose planeswalker it was attacking
// (CR 508.5): Carol's Ox gets -1/-0, Bob's doesn't. Nobody loses life and
// the planeswalker keeps its 3 loyalty.
func TestH503MarauderWalkerStolenMidCombat(t *testing.T) {
	mar := h503Crt(t, "Dread Marauder", "{3}{B}", 3, 3, "Horror", h503Trig(ability.Triggered{Event: ability.Attacks,
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Creature, EventPlayers: true}, Power: -1}}}))
	claim := instant(t, "Walker's Claim", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	m := bf(t, g, 0, mar)
	bobs := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	carols := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	pw := bf(t, g, 2, h503Walker(t, "Vess of the Veil", "Vess"))
	c := hand(t, g, 1, claim)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: m, Player: game.NoPlayer, Planeswalker: pw})
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, c, obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, pw).Controller)
	require.Equal(t, [2]int{1, 2}, pt(t, g, carols))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bobs))
	combatTo(t, g, game.Main2)
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// 46. Four players. Each opponent sacrifices: Alice's Grim Levy ({1}{B}
// instant, "Each opponent sacrifices a creature") cast in Bob's turn. The
// opponents choose in APNAP order from the active player (CR 101.4):
// Bob, then Carol, then Dave; then all three creatures are sacrificed at
// once (CR 701.15a).
func TestH503GrimLevyAPNAPInBobsTurn(t *testing.T) {
	levy := instant(t, "Grim Levy", "{1}{B}", nil, ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachOpponent,
		Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	var ids []game.ObjectID
	for p := game.PlayerID(0); p < 4; p++ {
		ids = append(ids, bf(t, g, p, h503Ox(t, names[p]+"'s Ox")))
	}
	s := hand(t, g, 0, levy)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(3))
	require.NoError(t, g.Cast(0, s))
	h503Priority(t, g)
	var asked []game.PlayerID
	for g.Pending().Kind == game.DecideSacrifice {
		p := g.Pending().Player
		asked = append(asked, p)
		for _, id := range ids {
			require.False(t, gone(g, id))
		}
		require.NoError(t, g.Apply(chooseObj(p, ids[p])))
	}
	require.Equal(t, []game.PlayerID{1, 2, 3}, asked)
	require.False(t, gone(g, ids[0]))
	for _, id := range ids[1:] {
		require.True(t, gone(g, id))
	}
}

// 47. Tidal Reckoning: {3}{U} sorcery, "For each creature, its owner puts
// it on the top or bottom of their library." (OpTopOrBottom). Two-Headed
// Giant, in Carol's team's turn: the active team's players choose first,
// then the other team's (CR 805.6, 101.4).
func TestH503TidalReckoningTwoHeadedOrder(t *testing.T) {
	d := sorcery(t, "Tidal Reckoning", "{3}{U}", nil, ability.Effect{Op: ability.OpTopOrBottom, Group: ability.Group{Types: ability.Creature}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 2, card.Island, 4)
	for p := game.PlayerID(0); p < 4; p++ {
		bf(t, g, p, h503Ox(t, names[p]+"'s Ox"))
	}
	s := hand(t, g, 2, d)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, s))
	var asked []game.PlayerID
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideTopOrBottom, dd.Kind)
		asked = append(asked, dd.Player)
		return g.LegalActions(nil)[0]
	})
	require.Len(t, asked, 4)
	require.ElementsMatch(t, []game.PlayerID{2, 3}, asked[:2])
	require.ElementsMatch(t, []game.PlayerID{0, 1}, asked[2:])
	for p := game.PlayerID(0); p < 4; p++ {
		require.Equal(t, 4, g.ZoneLen(p, zone.Library))
	}
}

// 48. Vampiric Pinger: {2}{B} 1/1 with lifelink, "{T}: Vampiric Pinger
// deals 1 damage to each opponent." Four players, no planeswalkers: the
// damage to the three opponents is dealt at once, by one source, so Alice
// gains 3 life in one life-gain event (CR 702.15b, 118.9): her
// Bloom Watcher ("Whenever you gain life, draw a card") triggers once.
func TestH503VampiricPingerOneGain(t *testing.T) {
	pinger := h503Crt(t, "Vampiric Pinger", "{2}{B}", 1, 1, "Vampire", card.Definition{Keywords: ability.Lifelink,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpDamage,
			Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	watcher := h503Ench(t, "Bloom Watcher", "{G}", h503Trig(ability.Triggered{Event: ability.YouGainLife, Effects: draw1}))
	g := newGame(t, 4)
	libs(t, g, 3)
	p := bf(t, g, 0, pinger)
	bf(t, g, 0, watcher)
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Activate(0, p, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{23, 19, 19, 19}, lifes(g))
	gains, _ := h503Changes(g)
	require.Equal(t, 1, gains[0])
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 49. Two-Headed Giant: Mark of Rivals (test 31) gives emblems to Carol
// and Dave only (CR 810.2). In Alice's team's turn Alice attacks Carol
// with one creature and Dave's planeswalker with another. Creatures
// attack the defending team as a group (CR 810.7a): the one declared at
// Carol attacks Dave too, and both emblems trigger for it; the one
// attacking the planeswalker attacks neither player. The team gains 2.
func TestH503MarkOfRivalsTwoHeaded(t *testing.T) {
	mark := card.Define(card.Definition{Name: "Mark of Rivals Emblem", Triggered: []ability.Triggered{{
		Event: ability.CreatureAttacksYou, Effects: h503Gain(1)}}})
	require.NoError(t, mark.Check())
	d := sorcery(t, "Mark of Rivals", "{2}{W}", nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoEachOpponent, Token: mark})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	a1 := bf(t, g, 0, h503Ox(t, "Alice's Ox"))
	a2 := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	pw := bf(t, g, 3, h503Walker(t, "Vess of the Veil", "Vess"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	var got []game.PlayerID
	for _, e := range g.Events() {
		if e.Kind == game.EventEmblem {
			got = append(got, e.Player)
		}
	}
	require.ElementsMatch(t, []game.PlayerID{2, 3}, got)
	for g.Pending().Kind != game.DecideAttackers {
		h503Idle(t, g, g.Pending())
	}
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 2}, game.Attack{Attacker: a2, Player: game.NoPlayer, Planeswalker: pw})
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 32, 32}, lifes(g))
}

// 50. Rival's Hex: {1}{B} Aura, "Enchant creature an opponent controls.
// Enchanted creature gets -2/-0." Three players. On Bob's 3/3 it is 1/3.
// Carol gains control of the creature: it is still a creature an
// opponent of Alice's controls, the Hex stays (CR 303.4d). Then Alice
// gains control of it: it is no longer legal to enchant, and the Hex goes
// to Alice's graveyard as a state-based action (CR 704.5n).
func TestH503RivalsHexThroughControlChanges(t *testing.T) {
	hex := def(t, card.Definition{Name: "Rival's Hex", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -2}}})
	claim := instant(t, "Covetous Claim", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 2, card.Island, 1)
	brute := bf(t, g, 1, creature(t, "Bob's Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	h := hand(t, g, 0, hex)
	c1 := hand(t, g, 2, claim)
	c2 := hand(t, g, 0, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h, obj(brute)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 3}, pt(t, g, brute))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, c1, obj(brute)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, brute).Controller)
	require.Equal(t, [2]int{1, 3}, pt(t, g, brute))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, h))
	require.NoError(t, g.Cast(0, c2, obj(brute)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, brute).Controller)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	require.Equal(t, [2]int{3, 3}, pt(t, g, brute))
}

// 51. Two-Headed Giant: Outsider's Hex, the same Aura with "Enchant
// creature you don't control", may enchant Bob's creature (he is not
// "you"); Rival's Hex may not (CR 303.4a, 810.2).
func TestH503HexesOnTeammate(t *testing.T) {
	rival := def(t, card.Definition{Name: "Rival's Hex", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -2}}})
	outsider := def(t, card.Definition{Name: "Outsider's Hex", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -2}}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	brute := bf(t, g, 1, creature(t, "Bob's Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	r := hand(t, g, 0, rival)
	o := hand(t, g, 0, outsider)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, r, obj(brute)))
	require.Error(t, g.Cast(0, r, obj(brute)))
	require.True(t, offered(g, o, obj(brute)))
	require.NoError(t, g.Cast(0, o, obj(brute)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 3}, pt(t, g, brute))
}

// 52. Three players. In Alice's turn Bob casts Surge of Might ({G}
// instant, "Target creature gets +2/+2 until end of turn") on his 2/2.
// Alice, the active player, then concedes: the turn goes on without an
// active player (CR 800.4i), and the effect lasts until that turn's
// cleanup step (CR 514.2), neither ending at once nor lasting on: it is
// still 4/4 after Alice leaves, and 2/2 in Bob's turn.
func TestH503PumpOutlastsActivePlayer(t *testing.T) {
	surge := instant(t, "Surge of Might", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h503Ox(t, "Bob's Ox"))
	s := hand(t, g, 1, surge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, g.Over())
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
	require.Equal(t, game.PlayerID(1), h503NextTurn(t, g))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 53. Three players: Alice's 2/2 with islandwalk attacks Carol, who
// controls no Island; Bob controls one. Whether it can be blocked depends
// only on the player it attacks (CR 802.2a, its example; 702.14c): Carol
// may block it.
func TestH503IslandwalkOnlyDefendingPlayersLands(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	walker := bf(t, g, 0, creature(t, "Reef Stalker", "{1}{U}", 2, 2, ability.Islandwalk, "Merfolk"))
	bf(t, g, 1, card.Island)
	wall := bf(t, g, 2, creature(t, "Carol's Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: walker, Player: 2})
	toBlockers(t, g)
	require.True(t, g.CanBlock(wall, walker))
	block(t, g, 2, game.Block{Blocker: wall, Attacker: walker})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// 54. Two-Headed Giant: the same islandwalker declared at Carol; Dave,
// her teammate, controls an Island. The question "does the defending
// player control an Island" is a positive comparison asked of both
// defending players (CR 810.7b, 810.7d's example): it can't be blocked,
// not even by Carol's Wall.
func TestH503IslandwalkTeamLands(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	walker := bf(t, g, 0, creature(t, "Reef Stalker", "{1}{U}", 2, 2, ability.Islandwalk, "Merfolk"))
	bf(t, g, 3, card.Island)
	wall := bf(t, g, 2, creature(t, "Carol's Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: walker, Player: 2})
	require.False(t, g.CanBlock(wall, walker))
}

// 55. Two-Headed Giant: Lone Duelist, {2}{R} 3/3, "Lone Duelist can't be
// blocked by more than one creature." Declared at Carol, it is blocked by
// one creature of Carol's and one of Dave's: the defending team has one
// combined block, legal as a whole (CR 810.7d, 509.1b), so this block is
// refused; one blocker is accepted.
func TestH503LoneDuelistTeamBlock(t *testing.T) {
	duel := def(t, card.Definition{Name: "Lone Duelist", ManaCost: cost("{2}{R}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(3), Toughness: C(3), Restrictions: ability.CantBeBlockedByMoreThanOne})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	d := bf(t, g, 0, duel)
	cb := bf(t, g, 2, h503Ox(t, "Carol's Ox"))
	db := bf(t, g, 3, h503Ox(t, "Dave's Ox"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: d, Player: 2})
	toBlockers(t, g)
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 2,
		Blockers: []game.Block{{Blocker: cb, Attacker: d}, {Blocker: db, Attacker: d}}}))
	block(t, g, 3, game.Block{Blocker: db, Attacker: d})
	require.True(t, g.Blocked(d))
}

// 56. Envious Echo: {1}{B} enchantment, "Whenever you cast a spell an
// opponent controls, you gain 1 life" (YouCastSpell with Match.Side
// OpponentSide). Read as written it could never trigger, since the spell
// a player casts is that player's (CR 601.2a, 601.2i), so Check refuses
// it, naming the field.
func TestH503EnviousEchoRefused(t *testing.T) {
	echo := card.Define(card.Definition{Name: "Envious Echo", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{Side: ability.OpponentSide}, Effects: h503Gain(1)}}})
	err := echo.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Triggered[0].Match.Side", fe.Field)
}

// 57. Four players. Dave's Cursed Idol (test 26) is claimed by Alice
// (Covetous Claim: an effect giving Alice control). Alice activates it:
// "target opponent gains control of Cursed Idol", naming Bob. Alice then
// concedes. CR 800.4a ends the effects that give *her* control, not the
// effect she created that gives Bob control: Bob keeps the Idol
// (CR 613.2, the later effect).
func TestH503IdolGivenAwayThenGiverLeaves(t *testing.T) {
	idol := h503Art(t, "Cursed Idol", "{2}", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectSelf, Who: ability.WhoTarget,
				Target: 0, Duration: ability.Permanently}}}}})
	claim := instant(t, "Artifact Claim", "{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	i := bf(t, g, 3, idol)
	c := hand(t, g, 0, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c, obj(i)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, i).Controller)
	require.NoError(t, g.Activate(0, i, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, i).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, g.Over())
	nid, ok := g.Follow(i)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller)
}

// 58. Four players. Alice's Grave Robbery (test 35) puts Bob's Ox onto
// the battlefield under her control; Carol claims it. Alice concedes: an
// effect still gives the Ox to Carol, who is in the game, so it stays
// with Carol (CR 800.4a, 800.4c). Carol concedes too: the effect giving
// her control ends, none other gives it to a player in the game, and it
// entered under the control of a player who has left: it is exiled
// (CR 800.4c), not returned to Bob.
func TestH503RobbedOxPassesThroughTwoLeavers(t *testing.T) {
	rob := sorcery(t, "Grave Robbery", "{2}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	claim := instant(t, "Covetous Claim", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 2, card.Island, 1)
	ox := put(t, g, 1, zone.Graveyard, h503Ox(t, "Bob's Ox"))
	r := hand(t, g, 0, rob)
	c := hand(t, g, 2, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(ox)))
	resolve(t, g, nil)
	nid, _ := g.Follow(ox)
	require.Equal(t, game.PlayerID(0), info(t, g, nid).Controller)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, c, obj(nid)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, nid).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.Equal(t, zone.Battlefield, info(t, g, nid).Zone)
	require.Equal(t, game.PlayerID(2), info(t, g, nid).Controller)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.False(t, g.Over())
	require.Equal(t, zone.Exile, zoneOf(t, g, nid))
}

// 59. Two-Headed Giant. Dusk Horn: {2} artifact, "At the beginning of
// your end step, you gain 1 life", one for Alice and one for Bob; Carol's
// Gloating Fiend: "Whenever an opponent discards a card, you gain 1
// life." Bob has nine cards. In the team's end step both Horns trigger
// (CR 805.4, 513.1); in the cleanup step each player of the active team
// discards down to seven (CR 514.1, 805.4): Bob discards two, and the
// Fiend triggers for each (Bob is Carol's opponent), after which players
// get priority in the cleanup step (CR 514.3a). Each team gains 2.
func TestH503TeamEndStepAndCleanupDiscards(t *testing.T) {
	horn := h503Art(t, "Dusk Horn", "{2}", h503Trig(ability.Triggered{Event: ability.YourEndStep, Effects: h503Gain(1)}))
	fiend := h503Ench(t, "Gloating Fiend", "{1}{B}", h503Trig(ability.Triggered{Event: ability.PlayerDiscards,
		Match: ability.Filter{Side: ability.OpponentSide}, Effects: h503Gain(1)}))
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, horn)
	bf(t, g, 1, horn)
	bf(t, g, 2, fiend)
	for i := 0; i < 9; i++ {
		put(t, g, 1, zone.Hand, card.Plains)
	}
	require.NoError(t, g.Start(2, 0, game.Main2))
	for i := 0; i < 100 && g.ActivePlayer() == 0; i++ {
		d := g.Pending()
		if d.Kind == game.DecideDiscard {
			require.Equal(t, game.PlayerID(1), d.Player)
			for k := 0; k < d.Count; k++ {
				require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
			}
			continue
		}
		h503Idle(t, g, d)
	}
	require.Equal(t, []int{32, 32, 32, 32}, lifes(g))
	require.Equal(t, 7, g.ZoneLen(1, zone.Hand))
}

// 60. Knell of Hours: {2}{B} enchantment, "At the beginning of each
// player's upkeep, that player loses 1 life." (EachPlayersUpkeep, with
// WhoEventPlayer, the player whose upkeep it is.) Carol controls it;
// Two-Headed Giant. In Alice's team's turn the upkeep step is both
// Alice's and Bob's (CR 805.4: the team takes the turn): it triggers once
// for each player of the active team, and each loses 1 (the team loses
// 2, CR 810.9). "At the beginning of each upkeep" (EachUpkeep, Feast on
// the Fallen and First Response) still triggers once per upkeep step.
func TestH503KnellOfHoursEachPlayersUpkeepTwoHeaded(t *testing.T) {
	for _, c := range []struct {
		ev     ability.Event
		losses []int
	}{{ability.EachPlayersUpkeep, []int{1, 1, 0, 0}}, {ability.EachUpkeep, []int{1, 0, 0, 0}}} {
		knell := h503Ench(t, "Knell of Hours", "{2}{B}", h503Trig(ability.Triggered{Event: c.ev,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}))
		g := newTwoHeaded(t)
		libs(t, g, 5)
		bf(t, g, 2, knell)
		require.NoError(t, g.Start(2, 2, game.Main1))
		g.ClearEvents()
		require.Equal(t, game.PlayerID(0), h503NextTurn(t, g))
		passTo(t, g, 0, game.Main1)
		_, losses := h503Changes(g)
		require.Equal(t, c.losses, losses, "event %d", c.ev)
		team := 30 - c.losses[0] - c.losses[1]
		require.Equal(t, []int{team, team, 30, 30}, lifes(g), "the team's shared life (CR 810.9)")
	}
}
