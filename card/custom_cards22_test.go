package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, twenty-second set: multiplayer "each player", "each
// opponent", "target opponent" and "defending player" effects in
// three- and four-player free-for-all games and in Two-Headed Giant:
// APNAP order, players who left the game, several players reaching 0
// life at once, and saves, loads and clones in the middle of decisions.

// h494Each is a {2}{B} sorcery whose one effect acts on who.
func h494Each(t *testing.T, name string, op ability.Op, who ability.Who, n int) *card.Definition {
	return sorcery(t, name, "{2}{B}", nil, ability.Effect{Op: op, Who: who, Amount: ability.N(n)})
}

// h494Raider is a {1}{B} 2/2 "Whenever this attacks, defending player
// <op> n."
func h494Raider(t *testing.T, name string, op ability.Op, n int) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Rogue"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Attacks,
			Effects: []ability.Effect{{Op: op, Who: ability.WhoEventPlayer, Amount: ability.N(n)}}}}})
}

// h494Concede has p concede (CR 104.3a).
func h494Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// h494Lost lists which players have lost.
func h494Lost(g *game.Game) []bool {
	var out []bool
	for p := 0; p < g.NumPlayers(); p++ {
		out = append(out, g.Lost(game.PlayerID(p)))
	}
	return out
}

// h494Hands fills each player's hand with n Plains.
func h494Hands(t *testing.T, g *game.Game, n int) {
	t.Helper()
	for p := 0; p < g.NumPlayers(); p++ {
		for i := 0; i < n; i++ {
			hand(t, g, game.PlayerID(p), card.Plains)
		}
	}
}

// h494Pass passes priority until the stack is empty, putting triggers on
// the stack in the first order.
func h494Pass(t *testing.T, g *game.Game) {
	t.Helper()
	resolve(t, g, nil)
}

// h494ToMain2 passes priority (no blocks) until the postcombat main
// phase of the current turn.
func h494ToMain2(t *testing.T, g *game.Game) {
	t.Helper()
	combatTo(t, g, game.Main2)
}

// ---------------------------------------------------------------------
// Part 1. Each player loses life, draws: several players lose at once

// 1. Tithing Rain: {2}{B} sorcery, "Each player loses 3 life." Four
// players; Bob has 3 life and Carol 2: both reach 0 together and lose
// in the same state-based check (CR 704.5a, 704.3), the game goes on for
// Alice and Dave (CR 800.4), and Alice's next turn is followed by Dave's
// (CR 800.4a: the players who left take no turns).
func TestH494TithingRainTwoLoseAtOnce(t *testing.T) {
	d := h494Each(t, "Tithing Rain", ability.OpLoseLife, ability.WhoEachPlayer, 3)
	g := newGame(t, 4)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.SetLife(1, 3))
	require.NoError(t, g.SetLife(2, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	require.False(t, g.Over())
	require.Equal(t, []bool{false, true, true, false}, h494Lost(g))
	require.Equal(t, 17, g.Life(0))
	require.Equal(t, 17, g.Life(3))
	require.Equal(t, game.PlayerID(3), nextTurn(t, g))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
}

// 2. Last Rites: {2}{B} sorcery, "Each player loses 5 life." Three
// players, each at 5: all of them lose at once, and the game is a draw
// (CR 104.4a, 704.5a): over, with no winner.
func TestH494LastRitesDraw(t *testing.T) {
	d := h494Each(t, "Last Rites", ability.OpLoseLife, ability.WhoEachPlayer, 5)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 1, card.Swamp, 3)
	s := hand(t, g, 1, d)
	for p := 0; p < 3; p++ {
		require.NoError(t, g.SetLife(game.PlayerID(p), 5))
	}
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s))
	h494Pass(t, g)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.Equal(t, []bool{true, true, true}, h494Lost(g))
}

// 3. Last Rites with Alice at 6: Bob and Carol reach 0 together and lose
// (CR 704.5a); Alice, the last player remaining, wins (CR 104.2a).
func TestH494LastRitesOneSurvivor(t *testing.T) {
	d := h494Each(t, "Last Rites", ability.OpLoseLife, ability.WhoEachPlayer, 5)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 1, card.Swamp, 3)
	s := hand(t, g, 1, d)
	require.NoError(t, g.SetLife(0, 6))
	require.NoError(t, g.SetLife(1, 5))
	require.NoError(t, g.SetLife(2, 5))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s))
	h494Pass(t, g)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	require.Equal(t, 1, g.Life(0))
}

// 4. Ruinous Knowledge: {2}{B} sorcery, "Each player draws a card."
// Every library is empty: each player draws from an empty library, all
// of them lose in the next state-based check, and the game is a draw
// (CR 704.5b, 104.4a).
func TestH494RuinousKnowledgeEmptyLibrariesDraw(t *testing.T) {
	d := h494Each(t, "Ruinous Knowledge", ability.OpDraw, ability.WhoEachPlayer, 1)
	g := newGame(t, 4)
	lands(t, g, 2, card.Swamp, 3)
	s := hand(t, g, 2, d)
	require.NoError(t, g.Start(3, 2, game.Main1))
	require.NoError(t, g.Cast(2, s))
	h494Pass(t, g)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.Equal(t, []bool{true, true, true, true}, h494Lost(g))
}

// 5. Burdened Insight: {2}{B} sorcery, "Each opponent draws two cards."
// Three players; Bob has one card in his library, Carol five. Bob draws
// his one card and fails to draw the second: he loses (CR 704.5b,
// 120.4); Carol draws two; Alice, not an opponent of herself (CR
// 102.2), draws none. The game goes on (CR 800.4).
func TestH494BurdenedInsightOneLibraryShort(t *testing.T) {
	d := h494Each(t, "Burdened Insight", ability.OpDraw, ability.WhoEachOpponent, 2)
	g := newGame(t, 3)
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 1, zone.Library, card.Plains)
	for i := 0; i < 5; i++ {
		put(t, g, 2, zone.Library, card.Plains)
	}
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	require.False(t, g.Over())
	require.Equal(t, []bool{false, true, false}, h494Lost(g))
	require.Equal(t, 2, g.ZoneLen(2, zone.Hand))
	require.Equal(t, 3, g.ZoneLen(2, zone.Library))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(0, zone.Library))
}

// ---------------------------------------------------------------------
// Part 2. Players who left the game

// 6. Muster the Commons: {2}{W} sorcery, "Each player creates a 1/1 white
// Soldier creature token." Four players; Bob conceded earlier: his
// permanents left with him (CR 800.4a), and he creates no token (CR
// 800.4b); Alice, Carol and Dave each create one, under their own
// control. Alice's Census Taker ("Whenever another creature enters the
// battlefield, you gain 1 life") sees the three tokens enter together
// (CR 603.6a): she gains 3.
func TestH494MusterSkipsPlayerWhoLeft(t *testing.T) {
	d := sorcery(t, "Muster the Commons", "{2}{W}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachPlayer,
		Token: card.SoldierToken, Amount: ability.N(1)})
	taker := def(t, card.Definition{Name: "Census Taker", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Effects: gain(1)}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	bf(t, g, 0, taker)
	bobs := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h494Concede(t, g, 1)
	require.False(t, g.Over())
	_, ok := g.Object(bobs)
	require.True(t, !ok || gone(g, bobs), "Bob's permanent left the game with him")
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	for _, p := range []game.PlayerID{0, 2, 3} {
		require.NotZero(t, find(t, g, p, card.SoldierToken), "player %d's Soldier", p)
	}
	require.Zero(t, find(t, g, 1, card.SoldierToken))
	require.Equal(t, 23, g.Life(0))
}

// 7. Bob casts Generous Feast ({2}{G} sorcery, "Each player gains 5
// life") and concedes while it is on the stack: the card leaves the game
// with him (CR 800.4a), it never resolves, and nobody gains life.
func TestH494FeastCasterConcedes(t *testing.T) {
	d := sorcery(t, "Generous Feast", "{2}{G}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoEachPlayer, Amount: ability.N(5)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 3)
	s := hand(t, g, 1, d)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s))
	require.Equal(t, 1, g.StackLen())
	h494Concede(t, g, 1)
	require.Zero(t, g.StackLen(), "Bob's spell left the game with him")
	require.False(t, g.Over())
	passStack(t, g)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 20, g.Life(2))
}

// 8. Alice casts Blighted Word ({1}{B} instant, "Target opponent loses 3
// life. You gain 3 life.") at Carol; Bob has priority and passes, Carol
// concedes in response. Her target is gone: the spell's only target is
// illegal and it doesn't resolve (CR 608.2b, 800.4a): Alice gains
// nothing.
func TestH494BlightedWordTargetLeaves(t *testing.T) {
	d := instant(t, "Blighted Word", "{1}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, s, pl(0)), "Alice is not her own opponent (CR 102.2)")
	require.True(t, offered(g, s, pl(1)))
	require.True(t, offered(g, s, pl(2)))
	require.NoError(t, g.Cast(0, s, pl(2)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h494Concede(t, g, 2)
	passStack(t, g)
	require.Zero(t, g.StackLen())
	require.Equal(t, []int{20, 20}, lifes(g)[:2])
}

// 9. Bob has priority with Alice's spell on the stack and concedes:
// priority passes to the next player in turn order still in the game,
// Carol (CR 800.4a).
func TestH494ConcedeWithPriority(t *testing.T) {
	d := h494Each(t, "Tithing Rain", ability.OpLoseLife, ability.WhoEachPlayer, 1)
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h494Concede(t, g, 1)
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	passStack(t, g)
	require.Equal(t, []int{19, 19}, []int{g.Life(0), g.Life(2)})
	require.Equal(t, 19, g.Life(3))
}

// 10. Bob took Alice's Ox with Seize Allegiance (gain control for as long
// as it stays, CR 611.2a) and then concedes: the effect giving him
// control ends and the Ox returns to Alice, not exiled (CR 800.4a, its
// Mind Control example); Bob's own Wolf leaves the game.
func TestH494StolenOxReturnsWhenThiefLeaves(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 4)
	ox := bf(t, g, 0, creature(t, "Alice's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	wolf := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	sz := hand(t, g, 1, seize(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, sz, obj(ox)))
	h494Pass(t, g)
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	h494Concede(t, g, 1)
	require.Equal(t, zone.Battlefield, info(t, g, ox).Zone)
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	_, ok := g.Object(wolf)
	require.True(t, !ok || gone(g, wolf))
}

// ---------------------------------------------------------------------
// Part 3. "Defending player" of attack triggers

// 11. Three players: Alice's two Grave Raiders ("Whenever this attacks,
// defending player mills two cards") attack Bob and Carol's planeswalker:
// each trigger's defending player is the player its creature attacks, or
// the controller of the planeswalker it attacks (CR 802.2a, 506.2): Bob
// and Carol each mill two.
func TestH494RaidersAttackTwoPlayers(t *testing.T) {
	rd := h494Raider(t, "Grave Raider", ability.OpMill, 2)
	g := newGame(t, 4)
	libs(t, g, 5)
	a1 := bf(t, g, 0, rd)
	a2 := bf(t, g, 0, rd)
	pw := bf(t, g, 2, wardenWalker(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: game.NoPlayer, Planeswalker: pw})
	h479Order(t, g)
	h494Pass(t, g)
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 2, g.ZoneLen(2, zone.Graveyard))
	require.Zero(t, g.ZoneLen(3, zone.Graveyard))
	require.Zero(t, g.ZoneLen(0, zone.Graveyard))
}

// 12. Grave Raider attacks Carol's planeswalker; with its trigger on the
// stack Carol bounces the Raider. The trigger still resolves, and its
// defending player is the controller of the planeswalker the creature
// was attacking before it left combat (CR 802.2a, 112.7a):
// Carol mills two.
func TestH494RaiderLeavesBeforeTrigger(t *testing.T) {
	rd := h494Raider(t, "Grave Raider", ability.OpMill, 2)
	bounce := instant(t, "Recall Ward", "{U}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 1)
	a := bf(t, g, 0, rd)
	pw := bf(t, g, 2, wardenWalker(t))
	r := hand(t, g, 2, bounce)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, r, obj(a)))
	h494Pass(t, g)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the Raider is back in Alice's hand")
	require.Equal(t, 2, g.ZoneLen(2, zone.Graveyard)-1, "Carol milled two besides her Recall Ward")
	require.Zero(t, g.ZoneLen(1, zone.Graveyard))
}

// 13. Dave's Watchful Shrine ({2}{W} enchantment, "Whenever a creature
// attacks, defending player gains 1 life"): Alice attacks Bob with two
// creatures and Carol with one. Each trigger's defending player is the
// player its creature attacks (CR 802.2a): Bob gains 2, Carol 1, Dave
// and Alice none.
func TestH494WatchfulShrinePerAttacker(t *testing.T) {
	sh := def(t, card.Definition{Name: "Watchful Shrine", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Types: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 3, sh)
	ox := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	a1, a2, a3 := bf(t, g, 0, ox), bf(t, g, 0, ox), bf(t, g, 0, ox)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: 1}, game.Attack{Attacker: a3, Player: 2})
	h479Order(t, g)
	require.Equal(t, 3, g.StackLen())
	h494Pass(t, g)
	require.Equal(t, []int{20, 22, 21, 20}, lifes(g))
}

// 14. Grave Raider ("defending player mills two") attacks Bob in a
// three-player game; Bob concedes with the trigger on the stack. The
// trigger's player has left: it does nothing to him or anyone else
// (CR 800.4a, 802.2a); Carol mills nothing and the game goes on.
func TestH494RaiderDefenderConcedes(t *testing.T) {
	rd := h494Raider(t, "Grave Raider", ability.OpMill, 2)
	g := newGame(t, 3)
	libs(t, g, 5)
	a := bf(t, g, 0, rd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	require.Equal(t, 1, g.StackLen())
	h494Concede(t, g, 1)
	require.False(t, g.Over())
	passStack(t, g)
	require.Zero(t, g.ZoneLen(2, zone.Graveyard))
	require.Zero(t, g.ZoneLen(0, zone.Graveyard))
}

// ---------------------------------------------------------------------
// Part 4. Players who left, tokens for each player, APNAP triggers

// 15. Bob's Grudge Bell ({2}{B} enchantment, "Whenever a creature
// attacks, each opponent loses 1 life") triggers when Alice attacks
// Carol; Bob concedes with his trigger on the stack. It is an object on
// the stack not represented by a card that Bob controlled: it ceases to
// exist (CR 800.4a); Alice and Carol lose nothing.
func TestH494GrudgeBellOwnerConcedes(t *testing.T) {
	bell := def(t, card.Definition{Name: "Grudge Bell", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Types: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 1, bell)
	a := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(1), g.Stack()[0].Controller)
	h494Concede(t, g, 1)
	require.Zero(t, g.StackLen())
	passStack(t, g)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 20, g.Life(2))
}

// 16. Alice's Verdant Saddle (Aura, "Enchanted creature gets +1/+1")
// enchants Bob's Wolf; Bob concedes: the Wolf leaves the game with him
// (CR 800.4a) and the Aura, attached to nothing, goes to Alice's
// graveyard as a state-based action (CR 704.5n).
func TestH494SaddleOnDepartedWolf(t *testing.T) {
	saddle := def(t, card.Definition{Name: "Verdant Saddle", ManaCost: cost("{1}{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	wolf := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	s := hand(t, g, 0, saddle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(wolf)))
	h494Pass(t, g)
	require.Equal(t, [2]int{3, 3}, pt(t, g, wolf))
	h494Concede(t, g, 1)
	passStack(t, g)
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "the Saddle is in Alice's graveyard")
	require.Zero(t, find(t, g, 0, saddle))
}

// 17. Grim Bounty: {2}{B} sorcery, "Each opponent creates a 1/1 white
// Soldier creature token." Four players: Bob, Carol and Dave each create
// one under their own control, and each owns his or hers (CR 110.5a).
// When Bob concedes, his token leaves the game with him (CR 800.4a); the
// others stay.
func TestH494GrimBountyTokensOwned(t *testing.T) {
	d := sorcery(t, "Grim Bounty", "{2}{B}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent,
		Token: card.SoldierToken, Amount: ability.N(1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	var toks [4]game.ObjectID
	for p := 1; p < 4; p++ {
		toks[p] = find(t, g, game.PlayerID(p), card.SoldierToken)
		require.NotZero(t, toks[p])
		require.Equal(t, game.PlayerID(p), info(t, g, toks[p]).Owner)
	}
	require.Zero(t, find(t, g, 0, card.SoldierToken))
	h494Concede(t, g, 1)
	require.True(t, gone(g, toks[1]))
	require.False(t, gone(g, toks[2]))
	require.False(t, gone(g, toks[3]))
}

// 18. Four players, Carol active: Carol's Scattered Pages ({2}{B}
// sorcery, "Each player mills a card") mills a Plains of each player, and
// each player's Land Archivist ("Whenever a land card is put into your
// graveyard from anywhere, you gain 1 life") triggers. The triggers go on
// the stack in APNAP order (CR 603.3b, 101.4): Carol's first, then
// Dave's, Alice's, and Bob's on top.
func TestH494ScatteredPagesAPNAP(t *testing.T) {
	d := h494Each(t, "Scattered Pages", ability.OpMill, ability.WhoEachPlayer, 1)
	arch := def(t, card.Definition{Name: "Land Archivist", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard,
			Match: ability.Filter{Side: ability.YourSide, Types: ability.Land}, Effects: gain(1)}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), arch)
	}
	lands(t, g, 2, card.Swamp, 3)
	s := hand(t, g, 2, d)
	require.NoError(t, g.Start(3, 2, game.Main1))
	require.NoError(t, g.Cast(2, s))
	for i := 0; i < 4; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	var ctrl []game.PlayerID
	for _, e := range g.Stack() {
		ctrl = append(ctrl, e.Controller)
	}
	require.Equal(t, []game.PlayerID{1, 0, 3, 2}, ctrl, "top first")
	h494Pass(t, g)
	require.Equal(t, []int{21, 21, 21, 21}, lifes(g))
}

// 19. Alice's Gloating Fiend ({2}{B} enchantment, "Whenever a player
// discards a card, that player loses 1 life") and her Rattling Scream
// ({2}{B} sorcery, "Each opponent discards a card at random"), four
// players: three discards, three triggers, all Alice's: she orders them
// (CR 603.3b). Saved, loaded and cloned at that choice; each trigger's
// player is the one who discarded (CR 701.8, 603.2): Bob, Carol and Dave
// each lose 1.
func TestH494GloatingFiendEachDiscarder(t *testing.T) {
	fiend := def(t, card.Definition{Name: "Gloating Fiend", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	scream := h494Each(t, "Rattling Scream", ability.OpDiscardRandom, ability.WhoEachOpponent, 1)
	g := newGame(t, 4)
	libs(t, g, 3)
	h494Hands(t, g, 2)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, fiend)
	s := hand(t, g, 0, scream)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	gs := h479Copies(t, g, fiend, scream)
	for _, x := range gs {
		h479Order(t, x)
		require.Equal(t, 3, x.StackLen())
		h494Pass(t, x)
		require.Equal(t, []int{20, 19, 19, 19}, lifes(x))
		require.Equal(t, []int{2, 1, 1, 1}, []int{x.ZoneLen(0, zone.Hand), x.ZoneLen(1, zone.Hand), x.ZoneLen(2, zone.Hand), x.ZoneLen(3, zone.Hand)})
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. Two-Headed Giant: Alice and Bob (0 and 1) against Carol and
// Dave (2 and 3).

// 20. Mutual Ruin: {2}{B} sorcery, "Each player loses 8 life." Both teams
// have 16 life: each team loses 16 (CR 810.9), both reach 0 at once, and
// as all remaining teams lose simultaneously the game is a draw (CR
// 810.8c, 104.4d).
func TestH494MutualRuinTwoHeadedDraw(t *testing.T) {
	d := h494Each(t, "Mutual Ruin", ability.OpLoseLife, ability.WhoEachPlayer, 8)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 3)
	s := hand(t, g, 1, d)
	require.NoError(t, g.SetLife(0, 16))
	require.NoError(t, g.SetLife(2, 16))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(1, s))
	h494Pass(t, g)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.Equal(t, []bool{true, true, true, true}, h494Lost(g))
}

// 21. Ruinous Knowledge ("Each player draws a card") in Two-Headed Giant;
// Dave's library is empty. He draws from an empty library and loses, and
// his team loses with him (CR 704.5b, 810.8a): Alice's team wins.
func TestH494RuinousKnowledgeTeamLoses(t *testing.T) {
	d := h494Each(t, "Ruinous Knowledge", ability.OpDraw, ability.WhoEachPlayer, 1)
	g := newTwoHeaded(t)
	for p := 0; p < 3; p++ {
		put(t, g, game.PlayerID(p), zone.Library, card.Plains)
	}
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	require.True(t, g.Over())
	require.Equal(t, []bool{false, false, true, true}, h494Lost(g))
	require.Equal(t, game.PlayerID(0), g.Team(g.Winner()))
}

// 22. Alice's Bloom Acolyte (1/1, "Whenever you gain life, put a +1/+1
// counter on Bloom Acolyte") and Shared Blessing ({1}{W} sorcery, "Each
// player gains 2 life"): each player gains life individually (CR 810.9):
// the team total rises by 4, but Alice herself gained life once, so the
// Acolyte triggers once (CR 603.2).
func TestH494BloomAcolyteOncePerOwnGain(t *testing.T) {
	aco := def(t, card.Definition{Name: "Bloom Acolyte", ManaCost: cost("{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.YouGainLife,
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	bless := sorcery(t, "Shared Blessing", "{1}{W}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoEachPlayer, Amount: ability.N(2)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	a := bf(t, g, 0, aco)
	s := hand(t, g, 0, bless)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	require.Equal(t, []int{34, 34, 34, 34}, lifes(g))
	require.Equal(t, 1, counter(t, g, a, game.PlusOne))
}

// 23. Renewal Rite: {3}{W} sorcery, "Each player loses 10 life. Each
// player's life total becomes their starting life total." After the loss
// both teams have 10 (CR 810.9); setting each player's life on a team is
// done for one of its players only (CR 810.9d, 810.9c): each team ends
// at 30, not above.
func TestH494RenewalRiteTwoHeaded(t *testing.T) {
	d := sorcery(t, "Renewal Rite", "{3}{W}", nil,
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachPlayer, Amount: ability.N(10)},
		ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoEachPlayer})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h494Pass(t, g)
	require.False(t, g.Over())
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
}

// 24. Rattling Scream ("Each opponent discards a card at random") with
// Alice's Gloating Fiend ("Whenever a player discards a card, that player
// loses 1 life") in Two-Headed Giant: both players of the other team
// discard (CR 102.3), each trigger names its discarder, and the shared
// total loses 2 (CR 810.9); Bob, Alice's teammate, keeps his cards.
// Saved, loaded and cloned with the triggers waiting to be ordered.
func TestH494ScreamTwoHeaded(t *testing.T) {
	fiend := def(t, card.Definition{Name: "Gloating Fiend", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	scream := h494Each(t, "Rattling Scream", ability.OpDiscardRandom, ability.WhoEachOpponent, 1)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	h494Hands(t, g, 2)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, fiend)
	s := hand(t, g, 0, scream)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	gs := h479Copies(t, g, fiend, scream)
	for _, x := range gs {
		h479Order(t, x)
		h494Pass(t, x)
		require.Equal(t, []int{30, 30, 28, 28}, lifes(x))
		require.Equal(t, []int{2, 2, 1, 1}, []int{x.ZoneLen(0, zone.Hand), x.ZoneLen(1, zone.Hand), x.ZoneLen(2, zone.Hand), x.ZoneLen(3, zone.Hand)})
	}
	h479Same(t, gs)
}

// 25. Two-Headed Giant: Alice's Siege Crawler ({3}{R} 3/3, "Whenever Siege
// Crawler attacks, tap all creatures defending player controls") attacks
// Carol. The one-shot effect means one defending player, chosen by Alice
// as it resolves (CR 810.7b): she chooses Dave. Saved, loaded and cloned
// at the choice; Dave's creature is tapped, Carol's isn't.
func TestH494SiegeCrawlerChoosesDefender(t *testing.T) {
	sc := def(t, card.Definition{Name: "Siege Crawler", ManaCost: cost("{3}{R}"), Types: ability.Creature, Subtypes: []string{"Beast"},
		Power: C(3), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.Attacks,
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, EventPlayers: true}}}}}})
	ox := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	a := bf(t, g, 0, sc)
	c := bf(t, g, 2, ox)
	d := bf(t, g, 3, ox)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDefendingPlayer, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	gs := h479Copies(t, g, sc, ox)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(0, 3)))
		require.True(t, info(t, x, d).Tapped)
		require.False(t, info(t, x, c).Tapped)
	}
	h479Same(t, gs)
}

// 26. Two-Headed Giant, Carol's team's turn: Carol's Grim Bounty ("Each
// opponent creates a 1/1 white Soldier creature token") gives Alice and
// Bob a Soldier each, owned and controlled by them (CR 102.3, 110.5a);
// Carol and Dave get none.
func TestH494GrimBountyTwoHeaded(t *testing.T) {
	d := sorcery(t, "Grim Bounty", "{2}{B}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent,
		Token: card.SoldierToken, Amount: ability.N(1)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 2, card.Swamp, 3)
	s := hand(t, g, 2, d)
	require.NoError(t, g.Start(3, 2, game.Main1))
	require.NoError(t, g.Cast(2, s))
	h494Pass(t, g)
	for p := 0; p < 2; p++ {
		tok := find(t, g, game.PlayerID(p), card.SoldierToken)
		require.NotZero(t, tok)
		require.Equal(t, game.PlayerID(p), info(t, g, tok).Owner)
	}
	require.Zero(t, find(t, g, 2, card.SoldierToken))
	require.Zero(t, find(t, g, 3, card.SoldierToken))
}

// ---------------------------------------------------------------------
// Part 6. Redirection and combat with players leaving

// 27. Four players: Alice's Cinder Gale ({2}{R} sorcery, "Cinder Gale
// deals 3 damage to each opponent"); Bob and Dave each control a Kessa,
// Warden. For each opponent with a planeswalker Alice may redirect the
// damage (seed rule CR 306.7), asked in APNAP order (CR 101.4): Bob
// first, whose 3 go to his planeswalker; then Dave, saved, loaded and
// cloned at that choice, whose 3 stay on him. Carol is dealt 3.
func TestH494CinderGaleRedirectEach(t *testing.T) {
	d := sorcery(t, "Cinder Gale", "{2}{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer,
		Who: ability.WhoEachOpponent, Amount: ability.N(3)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	kessa := wardenWalker(t)
	dara := def(t, card.Definition{Name: "Dara, Warden", ManaCost: cost("{3}{W}{W}"), Types: ability.Planeswalker,
		Subtypes: []string{"Dara"}, Loyalty: 5, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)}}})
	pwb := bf(t, g, 1, kessa)
	pwd := bf(t, g, 3, dara)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.Error(t, g.Apply(chooseObj(0, pwd)), "the first choice is for Bob's damage")
	require.NoError(t, g.Apply(chooseObj(0, pwb)))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	gs := h479Copies(t, g, d, kessa, dara)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, 0)))
		h494Pass(t, x)
		require.Equal(t, []int{20, 20, 17, 17}, lifes(x))
		require.Equal(t, 2, counter(t, x, pwb, game.Loyalty))
		require.Equal(t, 5, counter(t, x, pwd, game.Loyalty))
	}
	h479Same(t, gs)
}

// 28. Alice attacks Bob and Carol with a 2/2 each; in the declare
// blockers step (no blocks), Bob concedes. Combat damage that would be assigned to
// a player who left isn't assigned (CR 800.4e); Carol is dealt 2 and the
// game goes on.
func TestH494CombatDamageToDepartedPlayer(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	ox := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	a1, a2 := bf(t, g, 0, ox), bf(t, g, 0, ox)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: 2})
	for i := 0; i < 10 && g.Step() != game.DeclareBlockers; i++ {
		idleAnswer(t, g, g.Pending(), "to blockers")
	}
	require.Equal(t, game.DeclareBlockers, g.Step())
	h494Concede(t, g, 1)
	require.False(t, g.Over())
	h494ToMain2(t, g)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(2))
}

// 29. Alice took Bob's Wolf with Seize Allegiance; Bob concedes. The
// Wolf is Bob's: all objects he owns leave the game with him, whoever
// controls them (CR 800.4a, its Bribery example).
func TestH494SeizedWolfOwnerLeaves(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	wolf := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	sz := hand(t, g, 0, seize(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, sz, obj(wolf)))
	h494Pass(t, g)
	require.Equal(t, game.PlayerID(0), info(t, g, wolf).Controller)
	wd := info(t, g, wolf).Card
	h494Concede(t, g, 1)
	require.True(t, gone(g, wolf))
	require.Zero(t, find(t, g, 0, wd))
}

// 30. Alice, the active player, concedes while she is choosing where her
// Cinder Gale's damage to Bob goes (Bob controls a planeswalker, CR
// 306.7): her spell card leaves the game with her (CR 800.4a) and deals
// no damage; the turn goes on without an active player, Bob receiving
// priority (CR 800.4i), and the next turn is Bob's (CR 800.4j). Saved,
// loaded and cloned right after.
func TestH494CasterConcedesAtRedirect(t *testing.T) {
	d := sorcery(t, "Cinder Gale", "{2}{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer,
		Who: ability.WhoEachOpponent, Amount: ability.N(3)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	kessa := wardenWalker(t)
	pw := bf(t, g, 1, kessa)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	h494Concede(t, g, 0)
	gs := h479Copies(t, g, d, kessa)
	for _, x := range gs {
		require.False(t, x.Over())
		require.Zero(t, x.StackLen())
		require.Equal(t, game.DecidePriority, x.Pending().Kind)
		require.Equal(t, game.PlayerID(1), x.Pending().Player)
		require.Equal(t, []int{20, 20, 20}, lifes(x)[1:])
		require.Equal(t, 5, counter(t, x, pw, game.Loyalty))
		require.Equal(t, game.PlayerID(1), nextTurn(t, x))
	}
	h479Same(t, gs)
}
