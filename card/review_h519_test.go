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

// Review h519 of commit f4f72109: library-search picks waiting in the
// library and entering together (CR 603.6a, 701.17a); entering triggers
// waiting for a choice made as a permanent enters (CR 614.12, 603.6a);
// regeneration of an attacked planeswalker (CR 701.13a, 506.4); damage
// dealt at once read by "as long as your life total is below ..."
// (CR 510.2, 611.3a); painless mana for generic costs (CR 601.2g-h);
// colourless mana chosen on resolution (CR 106.1b); and what Check now
// refuses. Guards first; the positions the engine got wrong, fixed since,
// are at the end.

// ---------------------------------------------------------------------
// Helpers

// h519Bear is a vanilla {1}{G} 2/2 Bear called name.
func h519Bear(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Bear")
}

// h519Awaken is "{U} instant: Until end of turn, target planeswalker
// becomes a 2/2 creature in addition to its other types."
func h519Awaken(t *testing.T) *card.Definition {
	return instant(t, "Stone Awakening", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 2, Toughness: 2, AddTypes: ability.Creature, Duration: ability.UntilEndOfTurn})
}

// ---------------------------------------------------------------------
// Guards: library-search picks waiting in the library

// h519Expedition sets up Alice (of n players) with five Forests, Nissa's
// Expedition in hand and a library of Forest, Plains, Forest (top
// first) over three Plains; it casts the Expedition and stops at the
// search. It returns the game and the two Forests of the library.
func h519Expedition(t *testing.T, n int) (*game.Game, game.ObjectID, game.ObjectID) {
	g := newGame(t, n)
	f1 := put(t, g, 0, zone.Library, card.Forest)
	put(t, g, 0, zone.Library, card.Plains)
	f2 := put(t, g, 0, zone.Library, card.Forest)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 5)
	ex := hand(t, g, 0, card.NissasExpedition)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ex))
	passStack(t, g)
	require.Equal(t, game.DecideSearch, g.Pending().Kind, g.Prompt(game.English))
	return g, f1, f2
}

// 1. Three players. Alice's Nissa's Expedition has found one Forest,
// which waits in her library (CR 701.17a), when Bob concedes (CR 104.3a,
// at any time). He leaves the game (CR 800.4a); Alice's search goes on:
// the Forest found can't be found again, she finds the second, and both
// enter tapped together (CR 603.6a); Carol and Alice play on.
func TestH519SearchGoesOnWhenOtherPlayerConcedes(t *testing.T) {
	g, f1, f2 := h519Expedition(t, 3)
	require.NoError(t, g.Apply(chooseObj(0, f1)))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, g.Lost(1))
	require.False(t, g.Over())
	require.Equal(t, game.DecideSearch, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.ErrorIs(t, g.Apply(chooseObj(0, f1)), game.ErrNotAllowed)
	require.NoError(t, g.Apply(chooseObj(0, f2)))
	resolve(t, g, nil)
	for _, f := range []game.ObjectID{f1, f2} {
		id := mustFollow(t, g, f)
		require.Equal(t, zone.Battlefield, info(t, g, id).Zone)
		require.True(t, info(t, g, id).Tapped)
	}
	require.NoError(t, g.CheckInvariants())
}

// 2. Three players. Alice concedes while her Expedition's search waits
// with one Forest picked. Everything she owns leaves the game and her
// spell with it (CR 800.4a): nothing enters, and Bob, the next in turn,
// gets priority with an empty stack (CR 800.4i).
func TestH519SearcherConcedesWithPick(t *testing.T) {
	g, f1, _ := h519Expedition(t, 3)
	require.NoError(t, g.Apply(chooseObj(0, f1)))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, g.Over())
	require.NoError(t, g.CheckInvariants())
	d := g.Pending()
	require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), d.Player)
	require.Zero(t, g.StackLen())
	require.Empty(t, g.Zone(0, zone.Battlefield))
}

// 3. Determinized for Alice herself while her search waits with a Forest
// picked: she is looking through her library (CR 701.17a), so its cards
// stay what they are; the picked Forest is still not offered, and ending
// the search puts it onto the battlefield. (Nissa's Expedition finds any
// basic land: the Plains are offered too.)
func TestH519DeterminizeSearcherKeepsPick(t *testing.T) {
	g, f1, _ := h519Expedition(t, 2)
	require.NoError(t, g.Apply(chooseObj(0, f1)))
	for seed := uint64(1); seed <= 10; seed++ {
		c := g.Determinize(0, seed)
		require.NoError(t, c.CheckInvariants())
		require.Equal(t, zone.Library, zoneOf(t, c, f1), "seed %d", seed)
		offered := 0
		for _, a := range c.LegalActions(nil) {
			if a.Object != 0 {
				require.NotEqual(t, f1, a.Object, "seed %d: the picked Forest is offered again", seed)
				offered++
			}
		}
		require.NotZero(t, offered)
		before := len(c.Zone(0, zone.Battlefield))
		require.NoError(t, c.Apply(chooseObj(0, 0)))
		require.Equal(t, before+1, len(c.Zone(0, zone.Battlefield)), "seed %d", seed)
		require.Equal(t, zone.Battlefield, zoneOf(t, c, f1), "seed %d", seed)
	}
}

// ---------------------------------------------------------------------
// Guards: damage dealt at once and "as long as your life total is below"

// h519Brute is "Desperate Brute: {1}{R} 2/4 Warrior. Desperate Brute
// gets +2/+0 as long as your life total is less than your starting life
// total."
func h519Brute(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Desperate Brute", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Subtypes: []string{"Warrior"}, Power: C(2), Toughness: C(4),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Power: 2, If: ability.If(ability.LifeBelowStarting)}}})
}

// 4. Bob attacks Alice (20 life) with a 3/3 Ox and a 2/2 Bear; Alice's
// Desperate Brute blocks the Ox, the Bear is unblocked. Combat damage
// is assigned by each creature's power (CR 510.1a) and dealt at once
// (CR 510.2): the Brute, a 2/4 then, deals 2 to the Ox, though Alice is
// at 18 once the damage is dealt. The Ox survives with 2 damage; after
// combat the Brute is a 4/4 with 3 damage (CR 611.3a: its static
// applies again to the game as it now is).
func TestH519PowerFromLifeConditionFixedAtDamage(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	br := bf(t, g, 0, h519Brute(t))
	ox := bf(t, g, 1, creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox"))
	b := bf(t, g, 1, h519Bear(t, "Bob's Bear"))
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: ox, Player: 0}, game.Attack{Attacker: b, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: br, Attacker: ox})
	passTo(t, g, 1, game.Main2)
	require.Equal(t, 18, g.Life(0))
	require.False(t, gone(g, ox))
	require.Equal(t, 2, info(t, g, ox).Damage)
	require.Equal(t, [2]int{4, 4}, pt(t, g, br))
	require.Equal(t, 3, info(t, g, br).Damage)
}

// 5. Two-Headed Giant: the team's one life total (CR 810.9) is what
// "your life total" reads for both teammates. Carol attacks with a 3/3
// Ox and a 2/2 Bear; Bob's Desperate Brute blocks the Ox, the Bear is
// unblocked and deals 2 to Alice, which the team loses (30 to 28). The
// Brute dealt 2 (its power as damage was dealt, CR 510.2), and after
// combat it is a 4/4: the team's 28 is below its starting 30 (CR 810.4).
func TestH519TwoHeadedLifeConditionTeamTotal(t *testing.T) {
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	libs(t, g, 3)
	br := bf(t, g, 1, h519Brute(t))
	ox := bf(t, g, 2, creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox"))
	b := bf(t, g, 2, h519Bear(t, "Carol's Bear"))
	require.NoError(t, g.Start(2, 2, game.DeclareAttackers))
	attack(t, g, 2, game.Attack{Attacker: ox, Player: 0}, game.Attack{Attacker: b, Player: 0})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: br, Attacker: ox})
	for i := 0; i < 50 && !(g.Step() == game.Main2 && g.Pending().Kind == game.DecidePriority); i++ {
		d := g.Pending()
		if d.Kind == game.DecideCombatDamagePlayer {
			require.NoError(t, g.Apply(choose(d.Player, 0)))
			continue
		}
		idleAnswer(t, g, d, "2HG combat")
	}
	require.Equal(t, 28, g.Life(0))
	require.Equal(t, 28, g.Life(1))
	require.Equal(t, 2, info(t, g, ox).Damage)
	require.Equal(t, [2]int{4, 4}, pt(t, g, br))
}

// ---------------------------------------------------------------------
// Guards: entering triggers waiting for a choice as a permanent enters

// h519NameIndex is the Choice naming name in DecideName.
func h519NameIndex(t *testing.T, name string) int {
	for i, n := range game.CardNames() {
		if n == name {
			return i
		}
	}
	t.Fatalf("%s is not a name to choose", name)
	return -1
}

// 6. Alice casts Phyrexian Revoker (M15) while Bob controls Herald Elk
// ("Whenever another creature enters the battlefield, you gain 1
// life"). The name is chosen as it enters (CR 614.12a), and the Elk's
// trigger waits for it: no trigger is waiting while Alice names. A
// save, a load and a clone made then go on alike: each names Liliana
// Vess, the Elk triggers once, Bob gains 1, and Liliana's abilities
// can't be activated (the Revoker's static).
func TestH519RevokerNameThroughSavesThenTrigger(t *testing.T) {
	elk := h514Elk(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 1, elk)
	r := hand(t, g, 0, card.PhyrexianRevoker)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideName, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 20, g.Life(1))
	gs := h479Copies(t, g, elk)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(0, h519NameIndex(t, "Liliana Vess"))))
		require.Equal(t, 1, x.StackLen(), "the Elk's trigger, once")
		resolve(t, x, nil)
		require.Equal(t, 21, x.Life(1))
		require.Equal(t, "Liliana Vess", x.ChosenFor(mustFollow(t, x, r)))
	}
	h479Same(t, gs)
}

// 7. Three players. Carol casts Phyrexian Revoker while Alice and Bob
// each control a Herald Elk. Bob
// determinizes the game while Carol names: the copy asks her the same
// question, and once she names a card both Elks trigger (CR 603.6a),
// each controller gaining 1 (CR 603.3: each puts their own on the
// stack, in APNAP order).
func TestH519RevokerNameDeterminizedThreePlayers(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Plains, 2)
	bf(t, g, 0, h514Elk(t))
	bf(t, g, 1, h514Elk(t))
	r := hand(t, g, 2, card.PhyrexianRevoker)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, r))
	passStack(t, g)
	require.Equal(t, game.DecideName, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	for seed := uint64(1); seed <= 3; seed++ {
		c := g.Determinize(1, seed)
		require.Equal(t, game.DecideName, c.Pending().Kind)
		require.NoError(t, c.Apply(choose(2, h519NameIndex(t, "Liliana Vess"))))
		require.Equal(t, 2, c.StackLen())
		resolve(t, c, nil)
		require.Equal(t, 21, c.Life(0))
		require.Equal(t, 21, c.Life(1))
		require.Equal(t, 20, c.Life(2))
	}
}

// ---------------------------------------------------------------------
// Guards: colourless mana chosen as an effect resolves

// 8. Twin Ritual: {1} sorcery, "Add {C}{C} or {R}{R}." Colourless is a
// type of mana (CR 106.1b), one of the two this effect offers: the
// colour decision lists red and colourless only, and colourless gives
// {C}{C}. Prismatic Ritual ("add three mana of any one color") doesn't
// offer colourless, which is refused (CR 105.4, 106.1a), and neither
// does the colour of a prevention shield (Sun Ward's "sources of the
// color of your choice").
func TestH519ColourlessManaChoice(t *testing.T) {
	twin := sorcery(t, "Twin Ritual", "{1}", nil, ability.Effect{Op: ability.OpAddMana,
		ManaChoice: mana.SetOf(mana.Colorless, mana.Red), Amount: ability.N(2)})
	prism := sorcery(t, "Prismatic Ritual", "{1}", nil, ability.Effect{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	tw := hand(t, g, 0, twin)
	pr := hand(t, g, 0, prism)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tw))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []int{int(mana.Red), int(mana.Colorless)}, h515Colors(g))
	require.Error(t, g.Apply(choose(0, int(mana.Green))))
	require.NoError(t, g.Apply(choose(0, int(mana.Colorless))))
	resolve(t, g, nil)
	require.Equal(t, "{C}{C}", g.Pool(0).String())
	require.NoError(t, g.Cast(0, pr)) // paid from the pool's {C}
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.Equal(t, []int{0, 1, 2, 3, 4}, h515Colors(g))
	require.ErrorIs(t, g.Apply(choose(0, int(mana.Colorless))), game.ErrNotAllowed)
	require.NoError(t, g.Apply(choose(0, int(mana.Blue))))
	resolve(t, g, nil)
	require.Equal(t, 3, g.Pool(0).Amount(mana.Blue))

	ward := instant(t, "Sun Ward", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPrevent, Target: 0, ChooseColor: true})
	g = newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	ox := bf(t, g, 0, h519Bear(t, "Alice's Bear"))
	w := hand(t, g, 0, ward)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(ox)))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.ErrorIs(t, g.Apply(choose(0, int(mana.Colorless))), game.ErrNotAllowed)
}

// ---------------------------------------------------------------------
// Faults this review found, fixed

// X1. Bob's Tavi (planeswalker, 5 loyalty) is attacked by Alice's Hill Ox
// (3/3) and Grey Wolf (2/2). Bob makes Tavi a 2/2 creature (Stone
// Awakening) and blocks the Ox with it: Tavi is both a blocking creature
// and a planeswalker being attacked. Alice's Ruin destroys Tavi; Bob's
// Mending Ward regenerates it. "If it's an attacking or blocking
// creature, remove it from combat" (CR 614.8, 701.13a): the permanent is
// removed from combat, and "a planeswalker that's removed from combat
// stops being attacked" (CR 506.4). The Wolf, unblocked, attacks nothing
// now and deals no combat damage (CR 506.4c); the Ox stays blocked
// (CR 509.1h) and deals none either. Tavi keeps its 5 loyalty.
func TestH519RegeneratedBlockingWalkerLeavesCombat(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Forest, 1)
	tavi := bf(t, g, 1, h513Walker(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	ox := bf(t, g, 0, creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox"))
	wolf := bf(t, g, 0, creature(t, "Grey Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	aw := hand(t, g, 1, h519Awaken(t))
	ward := hand(t, g, 1, h513Ward(t))
	ruin := hand(t, g, 0, h513Ruin(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: game.NoPlayer, Planeswalker: tavi},
		game.Attack{Attacker: wolf, Player: game.NoPlayer, Planeswalker: tavi})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, aw, obj(tavi)))
	resolve(t, g, nil)
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind, g.Prompt(game.English))
	block(t, g, 1, game.Block{Blocker: tavi, Attacker: ox})
	require.True(t, g.InCombat(tavi))
	require.NoError(t, g.Cast(0, ruin, obj(tavi)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, ward, obj(tavi)))
	resolve(t, g, nil)
	require.False(t, gone(g, tavi))
	require.True(t, info(t, g, tavi).Tapped)
	require.False(t, g.InCombat(tavi), "a blocking creature that regenerates leaves combat")
	atk, ok := g.AttackOf(wolf)
	require.True(t, ok)
	require.Zero(t, atk.Planeswalker, "CR 506.4: removed from combat, Tavi is no longer attacked")
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 5, counter(t, g, tavi, game.Loyalty))
}

// X2. Alice casts Nissa's Expedition ("search your library for up to two
// basic land cards, put them onto the battlefield tapped") and finds a
// Forest; the search asks for the second card (the Forest waits in her
// library, picked). Bob determinizes the game: Alice's library is hidden
// from him and is dealt again, but what he knows stays (Determinize's
// promise: a copy "consistent with what they know"). He knows the
// search found one card that is a basic land (CR 701.17a: only a card
// with the stated quality can be found; the pending decision says one
// is left to find). Alice then ends the search: only basic lands may
// enter (CR 701.17a, 603.6a). (In the copies the picked card used to be
// dealt again like any hidden card, and a Moss Bear could enter.)
func TestH519DeterminizeKeepsSearchPickAMatch(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	f1 := put(t, g, 0, zone.Library, card.Forest)
	for i := 0; i < 4; i++ {
		put(t, g, 0, zone.Library, h519Bear(t, "Moss Bear"))
	}
	lands(t, g, 0, card.Forest, 5)
	ex := hand(t, g, 0, card.NissasExpedition)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ex))
	passStack(t, g)
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, f1)))
	require.Equal(t, 1, g.Pending().Count)
	for seed := uint64(1); seed <= 20; seed++ {
		c := g.Determinize(1, seed)
		require.NoError(t, c.CheckInvariants())
		require.NoError(t, c.Apply(chooseObj(0, 0)))
		for _, id := range c.Zone(0, zone.Battlefield) {
			o := info(t, c, id)
			require.NotZero(t, o.Types&ability.Land, "seed %d: %s entered from a search for basic lands", seed, o.Card.Name)
		}
	}
}

// h519Sentinel is "Ember Sentinel: {2}{R} 1/4 Elemental. Whenever Ember
// Sentinel is dealt damage, if your life total is less than your
// starting life total, put a +1/+1 counter on Ember Sentinel."
func h519Sentinel(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Ember Sentinel", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Elemental"}, Power: C(1), Toughness: C(4),
		Triggered: []ability.Triggered{{Event: ability.DealtDamage, If: ability.If(ability.LifeBelowStarting),
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
}

// X3. Bob attacks Alice (20 life, her starting total) with two Bears;
// Alice blocks one with her Ember Sentinel. Combat damage is dealt at
// once (CR 510.2): Alice is dealt 2 and the Sentinel 2 in one event.
// The Sentinel's trigger checks its intervening "if" when the event
// occurs (CR 603.4), looking at the game immediately after it
// (CR 603.10): Alice is at 18, below 20, so it triggers, and as it
// resolves she is still at 18: the Sentinel gets a +1/+1 counter. (A
// static's condition applied to the event itself, a prevention, reads
// the game before it: h513 test 18; a trigger is not such an effect.)
func TestH519DamageTriggerIfReadsLifeAfterEvent(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, h519Sentinel(t))
	b1 := bf(t, g, 1, h519Bear(t, "Bob's Bear"))
	b2 := bf(t, g, 1, h519Bear(t, "Bob's Other Bear"))
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: b1, Player: 0}, game.Attack{Attacker: b2, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: s, Attacker: b1})
	passTo(t, g, 1, game.Main2)
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, 1, counter(t, g, s, game.PlusOne), "CR 603.4, 603.10: Alice was at 18 right after the damage")
}

// X4. Grim Return: {2}{B} sorcery, "Return target creature card from
// your graveyard to the battlefield, then sacrifice a creature." Bob
// controls Herald Elk ("Whenever another creature enters the
// battlefield, you gain 1 life"). Alice returns Phyrexian Revoker (M15:
// "As Phyrexian Revoker enters the battlefield, choose a nonland card
// name"), and sacrifices it (with Mercurial Pretender instead, which
// may enter as a copy of her Bear, the same). The creature entered: the
// Elk triggers on that event (CR 603.2, 603.6a), whatever happens to the
// creature afterwards, and Bob gains 1 (as he does when the creature
// returned is a vanilla Grave Bear). Its choice is made as it enters
// (CR 614.12a). (The engine used to wait, to run the entering triggers,
// for a choice it asks only after the resolution: the Revoker was gone
// by then, and the Elk never triggered.)
func TestH519EnteringTriggerLostWhenChooserLeavesFirst(t *testing.T) {
	grim := sorcery(t, "Grim Return", "{2}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}}, ability.Effect{Op: ability.OpPutOntoBattlefield},
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoYou, Group: ability.Group{Types: ability.Creature}})
	for _, d := range []*card.Definition{h519Bear(t, "Grave Bear"), card.PhyrexianRevoker, card.MercurialPretender} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 3)
		bf(t, g, 1, h514Elk(t))
		bear := bf(t, g, 0, h519Bear(t, "Alice's Bear"))
		m := put(t, g, 0, zone.Graveyard, d)
		s := hand(t, g, 0, grim)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, obj(m)))
		resolve(t, g, func(dd game.Decision) game.Action {
			require.Equal(t, game.DecideSacrifice, dd.Kind, g.Prompt(game.English))
			for _, a := range g.LegalActions(nil) {
				if a.Object != bear {
					return a
				}
			}
			t.Fatal("the returned creature can't be sacrificed")
			return game.Action{}
		})
		require.False(t, gone(g, bear))
		require.Equal(t, zone.Graveyard, zoneOf(t, g, m), d.Name)
		require.Equal(t, 21, g.Life(1), "%s entered: the Elk triggers (CR 603.6a)", d.Name)
	}
}
