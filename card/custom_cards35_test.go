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

// Custom cards, set number 35: copies and the choices a permanent makes
// as it enters, with cards of one's own. Shapeshifters of our own
// ("you may have this enter the battlefield as a copy of a creature you
// control", CR 706.2, 706.5, 614.1c, 614.12) as creature cards, tokens,
// a land and an enchantment, with exceptions of their own copied down
// chains of copies (CR 706.9a, 706.3); copies that make their own "as
// enters" choice (CR 706.6) and take the copied "enters with X" counters
// from their own spell's X (CR 400.7c, 107.3f); copies entering from a
// graveyard (together with other creatures, CR 614.12), from a library
// search, from token creation and from the stack; copies of stolen
// creatures and copies put onto the battlefield under another player's
// control; the legend rule after a copy, in a one-on-one game and in
// Two-Headed Giant (CR 704.5k); copies that leave and come back as new
// objects (CR 400.7); games saved, loaded and cloned in the middle of
// these choices; and, at the end, definitions Check accepts that the
// engine doesn't play as written (skipped, each saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h516Chooses makes d "You may have this enter the battlefield as a copy
// of a creature you control[, except it has <extra>]" (CR 706.2,
// 706.9a, 614.1c).
func h516Chooses(d card.Definition, extra ...ability.Activated) card.Definition {
	d.Spell = ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}
	d.AsEnters = ability.ChooseCopy
	d.CopyExtra = extra
	return d
}

// h516Mimic is a 0/0 Shapeshifter creature card that may enter as a
// copy of a creature its controller controls, with the exception's
// abilities extra.
func h516Mimic(t *testing.T, name, mc string, extra ...ability.Activated) *card.Definition {
	return def(t, h516Chooses(card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0)}, extra...))
}

// h516TokMimic is a blue 0/0 Shapeshifter token that may enter as a copy
// of a creature its controller controls, with the exception's
// abilities extra: a token that enters as a copy (CR 706.5, 110.5b).
func h516TokMimic(t *testing.T, name string, extra ...ability.Activated) *card.Definition {
	return def(t, h516Chooses(card.Definition{Name: name, Types: ability.Creature, Subtypes: []string{"Shapeshifter"},
		Colors: mana.SetOf(mana.Blue), Power: C(0), Toughness: C(0)}, extra...))
}

// h516Gain is "{1}: You gain n life."
func h516Gain(n int) ability.Activated {
	return ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(n)}
}

// h516Home is "{1}{U}: Return this creature to its owner's hand."
var h516Home = ability.Activated{Cost: ability.Cost{Mana: cost("{1}{U}")},
	Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectSelf}}}

// h516Make is the sorcery "<who> creates n <tok> tokens".
func h516Make(t *testing.T, name, mc string, who ability.Who, tok *card.Definition, n int) *card.Definition {
	return sorcery(t, name, mc, nil, ability.Effect{Op: ability.OpCreateToken, Who: who, Token: tok, Amount: ability.N(n)})
}

// h516Named lists p's permanents named name.
func h516Named(t *testing.T, g *game.Game, p game.PlayerID, name string) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card.Name == name {
			out = append(out, id)
		}
	}
	return out
}

// h516Tokens lists p's tokens on the battlefield.
func h516Tokens(t *testing.T, g *game.Game, p game.PlayerID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Token {
			out = append(out, id)
		}
	}
	return out
}

// h516Choice requires p's pending decision to be the choice of what a
// permanent enters as a copy of, offering exactly want besides none,
// and answers it with pick.
func h516Choice(t *testing.T, g *game.Game, p game.PlayerID, want []game.ObjectID, pick game.ObjectID) {
	t.Helper()
	d := g.Pending()
	require.Equal(t, game.DecideChooseCard, d.Kind, g.Prompt(game.English))
	require.Equal(t, p, d.Player)
	require.ElementsMatch(t, append([]game.ObjectID{0}, want...), choices(g), "the creatures offered, and none")
	require.NoError(t, g.Apply(chooseObj(p, pick)))
}

// h516Raise is "Raise the Mimic: {B} sorcery, Return target creature
// card from your graveyard to the battlefield."
func h516Raise(t *testing.T) *card.Definition {
	return sorcery(t, "Raise the Mimic", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
}

// h516Owl is "Scholar Owl: {2}{U} 1/1 Bird, Flying. When Scholar Owl
// enters the battlefield, draw a card."
func h516Owl(t *testing.T) *card.Definition { return scholarOwl(t) }

// h516Bear is a vanilla 2/2 green Bear.
func h516Bear(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Bear")
}

// h516Activated counts the non-mana activated abilities of permanent id
// as the engine lists them for its controller.
func h516Activated(t *testing.T, g *game.Game, id game.ObjectID) int {
	return len(info(t, g, id).Card.Activated)
}

// ---------------------------------------------------------------------
// Part 1. Chains of copies and their exceptions

// 1. Alice's Bear is copied three times down a chain. Her Ivory Mimic
// ({1}: gain 1 life) enters as a copy of the Bear; her Jade Mimic ({1}:
// gain 10 life) enters as a copy of the Ivory Mimic; her Onyx Mimic
// token ({1}: gain 100 life) enters as a copy of the Jade Mimic. Each
// exception becomes part of the copy's copiable values (CR 706.9a), so
// each later copy copies it too (CR 706.3): the token is a 2/2 green
// Bear named "Alice's Bear" with all three abilities, in the order the
// exceptions were applied. Bob then destroys the Ivory Mimic: the other
// copies keep what they copied as they entered (CR 706.2, 706.5). Saved,
// loaded and cloned at the token's choice.
func TestH516ChainOfCopiesKeepsEveryException(t *testing.T) {
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}", h516Gain(1))
	jade := h516Mimic(t, "Jade Mimic", "{1}{U}", h516Gain(10))
	onyx := h516TokMimic(t, "Onyx Mimic", h516Gain(100))
	call := h516Make(t, "Call the Onyx", "{U}", ability.WhoYou, onyx, 1)
	bearD := h516Bear(t, "Alice's Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 10)
	lands(t, g, 1, card.Swamp, 1)
	br := bf(t, g, 0, bearD)
	iv := hand(t, g, 0, ivory)
	jd := hand(t, g, 0, jade)
	cl := hand(t, g, 0, call)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, iv))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{br}, br)
	resolve(t, g, nil)
	ivc := mustFollow(t, g, iv)
	require.NoError(t, g.Cast(0, jd))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{br, ivc}, ivc)
	resolve(t, g, nil)
	jdc := mustFollow(t, g, jd)
	require.NoError(t, g.Cast(0, cl))
	passStack(t, g)
	gs := h479Copies(t, g, ivory, jade, onyx, call, bearD, doomDef)
	for _, x := range gs {
		h516Choice(t, x, 0, []game.ObjectID{br, ivc, jdc}, jdc)
		resolve(t, x, nil)
		tk := h516Tokens(t, x, 0)
		require.Len(t, tk, 1)
		o := info(t, x, tk[0])
		require.Equal(t, "Alice's Bear", o.Card.Name)
		require.Equal(t, mana.SetOf(mana.Green), o.Colors)
		require.Equal(t, [2]int{2, 2}, pt(t, x, tk[0]))
		require.Equal(t, 3, h516Activated(t, x, tk[0]), "Ivory's, Jade's and Onyx's")
		require.Equal(t, 1, h516Activated(t, x, ivc))
		require.Equal(t, 2, h516Activated(t, x, jdc))
		life := x.Life(0)
		for n, gain := range []int{1, 10, 100} {
			require.NoError(t, x.Activate(0, tk[0], n))
			resolve(t, x, nil)
			require.Equal(t, life+gain, x.Life(0), "ability %d of the token", n)
			life = x.Life(0)
		}
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Cast(1, k, obj(ivc)))
		resolve(t, x, nil)
		require.Equal(t, zone.Graveyard, zoneOf(t, x, ivc))
		require.Equal(t, "Alice's Bear", info(t, x, jdc).Card.Name)
		require.Equal(t, 2, h516Activated(t, x, jdc))
		require.Equal(t, 3, h516Activated(t, x, tk[0]))
		require.Equal(t, "Ivory Mimic", info(t, x, mustFollow(t, x, ivc)).Card.Name, "its own card in the graveyard (CR 400.7)")
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 2. The copy's own "as enters" choices

// h516Warden is "Kin Warden: {2}{W} 2/2 Human Soldier. As Kin Warden
// enters the battlefield, choose a creature type. Other creatures you
// control of the chosen type get +1/+1."
func h516Warden(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Kin Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Human", "Soldier"}, Power: C(2), Toughness: C(2), AsEnters: ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, ChosenSubtype: true, Other: true},
			Power: 1, Toughness: 1}}})
}

// 2. Alice's Kin Warden chose Bear. Her Ivory Mimic card is returned from
// her graveyard by Raise the Mimic and enters as a copy of the Warden.
// The Warden's choice is not copied: the copy's controller makes the
// copy's own "as enters" choice (CR 706.6 and its Adaptive Automaton
// example, 614.12a), here Bird. Her Bear gets +1/+1 from the Warden only;
// her Owl (a Bird) +1/+1 from the copy only; the Warden, a Soldier, from
// neither. Saved, loaded and cloned at the creature type choice.
func TestH516ReturnedCopyMakesItsOwnTypeChoice(t *testing.T) {
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}", h516Gain(1))
	warden := h516Warden(t)
	bearD := h516Bear(t, "Alice's Bear")
	owl := h516Owl(t)
	raise := h516Raise(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	w := bf(t, g, 0, warden, game.PutOptions{Chosen: "Bear"})
	br := bf(t, g, 0, bearD)
	ow := bf(t, g, 0, owl)
	m := put(t, g, 0, zone.Graveyard, ivory)
	r := hand(t, g, 0, raise)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, br))
	require.NoError(t, g.Cast(0, r, obj(m)))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{w, br, ow}, w)
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	gs := h479Copies(t, g, ivory, warden, bearD, owl, raise)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(0, ability.CreatureTypeIndex("Bird"))))
		resolve(t, x, nil)
		cp := mustFollow(t, x, m)
		require.Equal(t, "Kin Warden", info(t, x, cp).Card.Name)
		require.Equal(t, "Bird", x.ChosenFor(cp))
		require.Equal(t, "Bear", x.ChosenFor(w))
		require.Equal(t, [2]int{3, 3}, pt(t, x, br), "the Warden's Bear")
		require.Equal(t, [2]int{2, 2}, pt(t, x, ow), "the copy's Bird")
		require.Equal(t, [2]int{2, 2}, pt(t, x, w))
		require.Equal(t, [2]int{2, 2}, pt(t, x, cp))
		require.Equal(t, 1, h516Activated(t, x, cp), "the exception's ability (CR 706.9a)")
	}
	h479Same(t, gs)
}

// h516Legend is a legendary 3/3 creature named name.
func h516Legend(t *testing.T, name string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{G}"), Supertypes: ability.Legendary, Types: ability.Creature,
		Subtypes: []string{"Elf", "Warrior"}, Power: C(3), Toughness: C(3)})
}

// h516TwoHeaded is a Two-Headed Giant game: Alice and Bob against Carol
// and Dave.
func h516TwoHeaded(t *testing.T) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	return g
}

// 3. Two-Headed Giant. Alice and her teammate Bob each control Vess,
// Grove Warlord (legendary). Alice's Ivory Mimic may copy only a creature
// she controls (CR 706.2, the card's words): her Vess and her Bear, not
// Bob's Vess. It enters as a copy of her Vess, which is legendary too,
// so the legend rule makes Alice keep one of her two (CR 704.5k): she
// keeps the copy; her Vess goes to her graveyard. The rule looks at each
// player's permanents, so Bob's Vess stays, as does the copy beside it.
func TestH516LegendRuleAfterCopyTwoHeaded(t *testing.T) {
	vess := h516Legend(t, "Vess, Grove Warlord")
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}", h516Gain(1))
	bearD := h516Bear(t, "Alice's Bear")
	g := h516TwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	av := bf(t, g, 0, vess)
	br := bf(t, g, 0, bearD)
	bv := bf(t, g, 1, vess)
	m := hand(t, g, 0, ivory)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{av, br}, av)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	cp := mustFollow(t, g, m)
	require.ElementsMatch(t, []game.ObjectID{av, cp}, choices(g), "Alice's two; not Bob's")
	require.NoError(t, g.Apply(chooseObj(0, cp)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, av))
	require.Equal(t, zone.Battlefield, info(t, g, cp).Zone)
	require.Equal(t, "Vess, Grove Warlord", info(t, g, cp).Card.Name)
	require.Equal(t, zone.Battlefield, info(t, g, bv).Zone, "Bob's Vess is his")
}

// 4. One-on-one. Alice's Vess is legendary and so is the Mimic's copy of
// it. She keeps her original this time; the copy goes to her graveyard
// as the card it is there, Ivory Mimic (CR 704.5k, 400.7). Bob's Vess,
// an opponent's, was never offered (it isn't hers) and stays.
func TestH516LegendRuleKeepOriginal(t *testing.T) {
	vess := h516Legend(t, "Vess, Grove Warlord")
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	av := bf(t, g, 0, vess)
	bv := bf(t, g, 1, vess)
	m := hand(t, g, 0, ivory)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{av}, av)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(chooseObj(0, av)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, info(t, g, av).Zone)
	gone := mustFollow(t, g, m)
	require.Equal(t, zone.Graveyard, info(t, g, gone).Zone)
	require.Equal(t, "Ivory Mimic", info(t, g, gone).Card.Name)
	require.Equal(t, zone.Battlefield, info(t, g, bv).Zone)
}

// ---------------------------------------------------------------------
// Part 3. Permanents of other types that enter as copies

// 5. Mirror Glade is a land: "You may have Mirror Glade enter the
// battlefield as a copy of a creature you control." Played (a special
// action, CR 305.1), it makes the choice as it enters (CR 614.12,
// 706.5): Alice has it copy her Scholar Owl. It is then an Owl: a 1/1
// flying Bird creature, not a land (CR 706.2); its "enters" ability
// triggers (CR 706.5): she draws a card. Having come under her control
// this turn, it can't attack (CR 302.6). It was her land for the turn:
// she can't play another (CR 305.2).
func TestH516LandEntersAsCopyOfCreature(t *testing.T) {
	glade := def(t, h516Chooses(card.Definition{Name: "Mirror Glade", Types: ability.Land}))
	owl := h516Owl(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	o := bf(t, g, 0, owl)
	gl := hand(t, g, 0, glade)
	f := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	hand0 := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.PlayLand(0, gl))
	gs := h479Copies(t, g, glade, owl)
	for _, x := range gs {
		h516Choice(t, x, 0, []game.ObjectID{o}, o)
		resolve(t, x, nil)
		cp := mustFollow(t, x, gl)
		ci := info(t, x, cp)
		require.Equal(t, "Scholar Owl", ci.Card.Name)
		require.Zero(t, ci.Types&ability.Land)
		require.NotZero(t, ci.Types&ability.Creature)
		require.NotZero(t, ci.Keywords&ability.Flying)
		require.True(t, ci.SummoningSick)
		require.Equal(t, hand0-1+1, x.ZoneLen(0, zone.Hand), "played one, drew one")
		require.Error(t, x.PlayLand(0, f), "one land each turn")
	}
	h479Same(t, gs)
}

// 6. Mirror Shrine is an enchantment: "You may have Mirror Shrine enter
// the battlefield as a copy of a creature you control." Cast, it enters
// as a copy of Alice's Bear: a 2/2 green Bear creature and no
// enchantment (CR 706.2; no exception keeps its type, CR 706.9b). Bob's
// "destroy target enchantment" can't target it. A Shrine cast with no
// creature to copy stays an enchantment.
func TestH516EnchantmentEntersAsCopyOfCreature(t *testing.T) {
	shrine := def(t, h516Chooses(card.Definition{Name: "Mirror Shrine", ManaCost: cost("{2}{U}"), Types: ability.Enchantment}))
	shatter := instant(t, "Melt the Idol", "{R}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	bearD := h516Bear(t, "Alice's Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 3)
	lands(t, g, 1, card.Mountain, 1)
	br := bf(t, g, 0, bearD)
	s := hand(t, g, 0, shrine)
	bs := hand(t, g, 1, shrine)
	mt := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{br}, br)
	resolve(t, g, nil)
	cp := mustFollow(t, g, s)
	ci := info(t, g, cp)
	require.Equal(t, "Alice's Bear", ci.Card.Name)
	require.Zero(t, ci.Types&ability.Enchantment)
	require.Equal(t, [2]int{2, 2}, pt(t, g, cp))
	require.False(t, offered(g, mt, obj(cp)))
	h516NextTurn(t, g)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	for g.Pending().Kind != game.DecidePriority || g.Step() != game.Main1 {
		idleAnswer(t, g, g.Pending(), "to Bob's main phase")
	}
	require.NoError(t, g.Cast(1, bs))
	resolve(t, g, nil)
	bo := mustFollow(t, g, bs)
	require.NotZero(t, info(t, g, bo).Types&ability.Enchantment, "nothing to copy: itself")
	require.NoError(t, g.Cast(1, mt, obj(bo)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bo))
}

// h516NextTurn passes idly until the turn after the current one begins.
func h516NextTurn(t *testing.T, g *game.Game) {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 300 && g.Turn() == turn && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "h516NextTurn")
	}
	require.Equal(t, turn+1, g.Turn())
}

// ---------------------------------------------------------------------
// Part 4. "Enters with X" and the copy's own X

// h516Hydra is "Riverback Hydra: {X}{G} 0/0 Hydra, enters the battlefield
// with X +1/+1 counters on it."
func h516Hydra(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Riverback Hydra", ManaCost: cost("{X}{G}"), Types: ability.Creature, Subtypes: []string{"Hydra"},
		Power: C(0), Toughness: C(0), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
			Counter: "+1/+1", Amount: ability.Amount{Kind: ability.ValueOfX}}})
}

// 7. Alice's Riverback Hydra entered with four counters. Her Clay
// Shifter ({X}{U}, may enter as a copy of a creature she controls), cast
// with X = 3, enters as a copy of the Hydra: the copied "enters with X
// counters" applies to it (CR 706.5, 614.1c) with the X chosen as its
// own spell was cast (CR 400.7c): three counters, a 3/3; the Hydra's four
// counters are not copied (CR 706.2). Her Ivory Mimic ({1}{U}, no X)
// then copies the Hydra: no X was chosen for it, so X is 0 (CR 107.3f):
// a 0/0 with no counters, put into her graveyard (CR 704.5f). Saved,
// loaded and cloned at the Shifter's choice, its X on the stack.
func TestH516CopiedEntersWithXUsesTheCopysX(t *testing.T) {
	hydra := h516Hydra(t)
	clay := def(t, h516Chooses(card.Definition{Name: "Clay Shifter", ManaCost: cost("{X}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0)}))
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 4
	h := bf(t, g, 0, hydra, o)
	c := hand(t, g, 0, clay)
	m := hand(t, g, 0, ivory)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, c, 3))
	passStack(t, g)
	gs := h479Copies(t, g, hydra, clay, ivory)
	for _, x := range gs {
		h516Choice(t, x, 0, []game.ObjectID{h}, h)
		resolve(t, x, nil)
		cp := mustFollow(t, x, c)
		require.Equal(t, "Riverback Hydra", info(t, x, cp).Card.Name)
		require.Equal(t, 3, counter(t, x, cp, game.PlusOne))
		require.Equal(t, [2]int{3, 3}, pt(t, x, cp))
		require.NoError(t, x.Cast(0, m))
		passStack(t, x)
		h516Choice(t, x, 0, []game.ObjectID{h, cp}, h)
		resolve(t, x, nil)
		mc := mustFollow(t, x, m)
		require.Equal(t, zone.Graveyard, info(t, x, mc).Zone, "a 0/0")
		require.Equal(t, "Ivory Mimic", info(t, x, mc).Card.Name)
		require.Equal(t, 4, counter(t, x, h, game.PlusOne))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. Copies entering from a graveyard, a library and under another
// player's control

// h516Gatherer is "Grove Chronicler: {1}{G} 1/1 Elf, Whenever another
// creature enters the battlefield under your control, you gain 1 life."
func h516Gatherer(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Grove Chronicler", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide, Another: true}, Effects: gain(1)}}})
}

// 8. Three players. Carol's Mass Return ("Return all creature cards from
// your graveyard to the battlefield") returns her Ivory Mimic and her
// Scholar Owl at once; her Bear is already on the battlefield. The copy
// effect is a replacement applied as the Mimic enters, before it and the
// Owl are on the battlefield (CR 614.12, 706.5): it may copy the Bear
// only. It copies the Bear. Her Grove Chronicler sees both enter
// (CR 603.6a): she gains 2; the Owl's ability draws her a card. Saved,
// loaded and cloned at the choice.
func TestH516ReturnedTogetherCopiesOnlyWhatWasThere(t *testing.T) {
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	owl := h516Owl(t)
	bearD := h516Bear(t, "Carol's Bear")
	chron := h516Gatherer(t)
	mass := sorcery(t, "Mass Return", "{3}{B}", nil, ability.Effect{Op: ability.OpReanimateAll,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Swamp, 4)
	br := bf(t, g, 2, bearD)
	ch := bf(t, g, 2, chron)
	abear := h516Bear(t, "Alice's Bear")
	bf(t, g, 0, abear)
	m := put(t, g, 2, zone.Graveyard, ivory)
	o := put(t, g, 2, zone.Graveyard, owl)
	r := hand(t, g, 2, mass)
	require.NoError(t, g.Start(2, 2, game.Main1))
	h0 := g.ZoneLen(2, zone.Hand)
	require.NoError(t, g.Cast(2, r))
	passStack(t, g)
	gs := h479Copies(t, g, ivory, owl, bearD, chron, mass, abear)
	for _, x := range gs {
		h516Choice(t, x, 2, []game.ObjectID{br, ch}, br)
		resolve(t, x, nil)
		require.Len(t, h516Named(t, x, 2, "Carol's Bear"), 2)
		require.Equal(t, "Carol's Bear", info(t, x, mustFollow(t, x, m)).Card.Name)
		require.Equal(t, zone.Battlefield, zoneOf(t, x, o))
		require.Equal(t, 22, x.Life(2), "the Chronicler saw both enter")
		require.Equal(t, h0, x.ZoneLen(2, zone.Hand), "cast one, drew one")
	}
	h479Same(t, gs)
}

// 9. Alice's Mimic Call ("Search your library for a creature card, put
// it onto the battlefield, then shuffle") finds her Tidal Ooze (0/0,
// "enters the battlefield tapped", "enters with two +1/+1 counters", may
// enter as a copy of a creature she controls). It enters as a copy of
// her Scholar Owl: the copy effect applies first (CR 616.1c), and the
// Ooze's own replacements are not the Owl's (CR 614.12, 706.5): an
// untapped 1/1 flying Owl without counters, whose "enters" ability
// draws her a card. Saved, loaded and cloned at the choice.
func TestH516SearchedCopyEntersAsTheCopy(t *testing.T) {
	ooze := def(t, h516Chooses(card.Definition{Name: "Tidal Ooze", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Ooze"},
		Power: C(0), Toughness: C(0), Restrictions: ability.EntersTapped,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)}}))
	owl := h516Owl(t)
	call := sorcery(t, "Mimic Call", "{1}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoBattlefield})
	g := newGame(t, 2)
	oz := put(t, g, 0, zone.Library, ooze)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	ow := bf(t, g, 0, owl)
	c := hand(t, g, 0, call)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h0 := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, c))
	passStack(t, g)
	for k := 0; k < 5 && g.Pending().Kind != game.DecideChooseCard; k++ {
		d := g.Pending()
		require.NotEqual(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		var pick *game.Action
		for _, a := range g.LegalActions(nil) {
			if a.Object == oz {
				a := a
				pick = &a
			}
		}
		require.NotNil(t, pick, "the Ooze is found: %s", g.Prompt(game.English))
		require.NoError(t, g.Apply(*pick))
	}
	gs := h479Copies(t, g, ooze, owl, call)
	for _, x := range gs {
		h516Choice(t, x, 0, []game.ObjectID{ow}, ow)
		resolve(t, x, nil)
		cps := h516Named(t, x, 0, "Scholar Owl")
		require.Len(t, cps, 2)
		cp := cps[0]
		if cp == ow {
			cp = cps[1]
		}
		ci := info(t, x, cp)
		require.False(t, ci.Tapped)
		require.Zero(t, ci.Counter(game.PlusOne))
		require.Equal(t, [2]int{1, 1}, pt(t, x, cp))
		require.Equal(t, h0, x.ZoneLen(0, zone.Hand), "cast one, drew one")
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 6. Linked abilities of copies, and copies leaving (CR 706.7,
// 607.2a, 610.3, 400.7)

// h516Banisher is "Banisher Sprite: {2}{W} 1/1 Faerie, Flying. When
// Banisher Sprite enters the battlefield, exile target creature an
// opponent controls until Banisher Sprite leaves the battlefield."
func h516Banisher(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Banisher Sprite", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
}

// 10. Alice's Banisher Sprite exiled Bob's Bear until it leaves. Her
// Ivory Mimic ("except it has '{1}{U}: Return this creature to its
// owner's hand'") enters as a copy of the Sprite; the copied abilities
// are linked on the copy (CR 706.7, 607.2a): its own "enters" ability
// exiles Bob's Wolf until the copy leaves. Alice returns the copy to her
// hand with the exception's ability: the Wolf returns (CR 610.3), the
// Bear, linked to the original Sprite, stays in exile; in her hand the
// card is Ivory Mimic again (CR 400.7). Saved, loaded and cloned with
// both cards exiled.
func TestH516CopysUntilLeavesIsItsOwn(t *testing.T) {
	ban := h516Banisher(t)
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}", h516Home)
	bearD := h516Bear(t, "Bob's Bear")
	wolf := creature(t, "Bob's Wolf", "{1}{G}", 3, 1, 0, "Wolf")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 0, card.Island, 4)
	b := hand(t, g, 0, ban)
	m := hand(t, g, 0, ivory)
	br := bf(t, g, 1, bearD)
	w := bf(t, g, 1, wolf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	passStack(t, g)
	if g.Pending().Kind == game.DecidePriority && g.StackLen() == 0 {
		t.Fatal("the Sprite's ability should ask for a target")
	}
	require.NoError(t, g.Apply(targets(0, obj(br))))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, br))
	bs := mustFollow(t, g, b)
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{bs}, bs)
	require.NoError(t, g.Apply(targets(0, obj(w))))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, w))
	cp := mustFollow(t, g, m)
	require.Equal(t, "Banisher Sprite", info(t, g, cp).Card.Name)
	gs := h479Copies(t, g, ban, ivory, bearD, wolf)
	for _, x := range gs {
		require.NoError(t, x.Activate(0, cp, 0))
		resolve(t, x, nil)
		require.Equal(t, zone.Battlefield, zoneOf(t, x, w), "the copy's exile ended")
		require.Equal(t, game.PlayerID(1), info(t, x, mustFollow(t, x, w)).Controller)
		require.Equal(t, zone.Exile, zoneOf(t, x, br), "the Sprite's own exile goes on")
		hid := mustFollow(t, x, m)
		require.Equal(t, zone.Hand, info(t, x, hid).Zone)
		require.Equal(t, "Ivory Mimic", info(t, x, hid).Card.Name)
	}
	h479Same(t, gs)
}

// h516Drake is "Vault Drake: {3}{U} 2/2 Drake, Flying. When Vault Drake
// enters the battlefield, you may search your library for an artifact
// card, exile it, then shuffle your library. When Vault Drake dies, you
// may put the exiled card into its owner's hand."
func h516Drake(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Vault Drake", ManaCost: cost("{3}{U}"), Types: ability.Creature, Subtypes: []string{"Drake"},
		Power: C(2), Toughness: C(2), Keywords: ability.Flying,
		Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Optional: true,
				Filter: ability.Filter{Types: ability.Artifact}, Amount: ability.N(1), Into: ability.IntoExileLinked}}},
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnLinked, Optional: true}}},
		}})
}

// h516Searching answers the pending decisions of a "you may search ...
// exile it" ability: yes, and the card pick.
func h516Searching(t *testing.T, g *game.Game, pick game.ObjectID) {
	t.Helper()
	for k := 0; k < 6; k++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideYesNo:
			require.NoError(t, g.Apply(choose(d.Player, 1)))
			continue
		case game.DecidePriority:
			if g.StackLen() == 0 {
				return
			}
			require.NoError(t, g.Pass(d.Player))
			continue
		case game.DecideTriggerOrder:
			require.NoError(t, g.Apply(choose(d.Player, 0)))
			continue
		}
		found := false
		for _, a := range g.LegalActions(nil) {
			if a.Object == pick {
				require.NoError(t, g.Apply(a))
				found = true
				break
			}
		}
		require.True(t, found, "%v offers %v: %s", d.Kind, pick, g.Prompt(game.English))
	}
}

// 11. Alice's Vault Drake exiled her Brass Idol as it entered. Her Ivory
// Mimic enters as a copy of the Drake and its own "enters" ability
// exiles her Iron Idol. Bob destroys the copy: its "dies" ability is
// linked to its own "enters" ability (CR 706.7, 607.2a), so Alice may
// put the Iron Idol into her hand, not the Brass Idol, which stays in
// exile. Saved, loaded and cloned while the copy's "dies" ability waits
// on the stack.
func TestH516CopysLinkedDiesAbilityFindsItsOwnCard(t *testing.T) {
	drake := h516Drake(t)
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	brass := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	iron := def(t, card.Definition{Name: "Iron Idol", ManaCost: cost("{3}"), Types: ability.Artifact})
	g := newGame(t, 2)
	bi := put(t, g, 0, zone.Library, brass)
	ii := put(t, g, 0, zone.Library, iron)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	lands(t, g, 1, card.Swamp, 1)
	d := hand(t, g, 0, drake)
	m := hand(t, g, 0, ivory)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d))
	passStack(t, g)
	h516Searching(t, g, bi)
	require.Equal(t, zone.Exile, zoneOf(t, g, bi))
	ds := mustFollow(t, g, d)
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{ds}, ds)
	h516Searching(t, g, ii)
	require.Equal(t, zone.Exile, zoneOf(t, g, ii))
	cp := mustFollow(t, g, m)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k, obj(cp)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, 1, g.StackLen(), "the copy's dies ability")
	gs := h479Copies(t, g, drake, ivory, brass, iron, doomDef)
	for _, x := range gs {
		resolveAnswering(t, x, true)
		require.Equal(t, zone.Hand, zoneOf(t, x, ii), "the copy's exiled card")
		require.Equal(t, zone.Exile, zoneOf(t, x, bi), "the Drake's stays")
	}
	h479Same(t, gs)
}

// 12. Alice's two Vesuvan Twins are legendary Shapeshifter cards ("You
// may have Vesuvan Twin enter the battlefield as a copy of a creature you
// control"). One enters as a copy of her Bear, the other as a copy of
// her Owl: neither is legendary nor named Vesuvan Twin any more
// (CR 706.2), so the legend rule doesn't apply (CR 704.5k). A third Twin
// that copies nothing is a 0/0 and dies (CR 704.5f) before anything
// else; it was the only Twin by name.
func TestH516LegendaryMimicsCopyingOthersAreNotLegends(t *testing.T) {
	twin := def(t, h516Chooses(card.Definition{Name: "Vesuvan Twin", ManaCost: cost("{1}{U}"), Supertypes: ability.Legendary,
		Types: ability.Creature, Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0)}))
	bearD := h516Bear(t, "Alice's Bear")
	owl := h516Owl(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	br := bf(t, g, 0, bearD)
	ow := bf(t, g, 0, owl)
	t1 := hand(t, g, 0, twin)
	t2 := hand(t, g, 0, twin)
	t3 := hand(t, g, 0, twin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, t1))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{br, ow}, br)
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, t2))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{br, ow, mustFollow(t, g, t1)}, ow)
	resolve(t, g, nil)
	c1, c2 := mustFollow(t, g, t1), mustFollow(t, g, t2)
	require.Equal(t, zone.Battlefield, info(t, g, c1).Zone)
	require.Equal(t, zone.Battlefield, info(t, g, c2).Zone)
	require.Equal(t, "Alice's Bear", info(t, g, c1).Card.Name)
	require.Equal(t, "Scholar Owl", info(t, g, c2).Card.Name)
	require.Zero(t, info(t, g, c1).Card.Supertypes&ability.Legendary)
	require.NoError(t, g.Cast(0, t3))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, 0)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, t3))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, c1))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, c2))
}

// 13. Alice's Quick Mimic (flash; may enter as a copy of a creature she
// controls, "except it has '{1}{U}: Return this creature to its owner's
// hand'") entered as a copy of her Spring Imp ("{1}: You gain 2 life").
// She activates the copy's life ability, then, in response, its return
// ability: the Mimic goes to her hand, a new object (CR 400.7), and the
// life ability stays on the stack, independent of its source (CR 112.7a).
// Still in response she casts the Mimic again (flash), and it enters as
// a copy of her Scholar Owl: its "enters" ability draws her a card. The
// waiting life ability is still the Imp copy's: she gains 2 (CR 706.2,
// 112.7a), and nothing returns the new copy to her hand. Saved, loaded,
// cloned and determinized for Bob with all of it on the stack.
func TestH516AbilityOfCopyThatLeftAndCameBackAsAnother(t *testing.T) {
	quick := def(t, h516Chooses(card.Definition{Name: "Quick Mimic", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0), Keywords: ability.Flash}, h516Home))
	imp := def(t, card.Definition{Name: "Spring Imp", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Imp"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{h516Gain(2)}})
	owl := h516Owl(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 9)
	i := bf(t, g, 0, imp)
	o := bf(t, g, 0, owl)
	m := hand(t, g, 0, quick)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{i, o}, i)
	resolve(t, g, nil)
	cp := mustFollow(t, g, m)
	require.Equal(t, "Spring Imp", info(t, g, cp).Card.Name)
	require.NoError(t, g.Activate(0, cp, 0))
	require.NoError(t, g.Activate(0, cp, 1))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 1, g.StackLen(), "the life ability waits")
	hid := mustFollow(t, g, m)
	require.Equal(t, zone.Hand, info(t, g, hid).Zone)
	require.Equal(t, "Quick Mimic", info(t, g, hid).Card.Name)
	require.NoError(t, g.Cast(0, hid))
	require.NoError(t, g.PassUntilResolved())
	h516Choice(t, g, 0, []game.ObjectID{i, o}, o)
	cp2 := mustFollow(t, g, m)
	require.Equal(t, "Scholar Owl", info(t, g, cp2).Card.Name)
	require.Equal(t, 2, g.StackLen(), "the Owl copy's draw above the life ability")
	hand0, life0 := g.ZoneLen(0, zone.Hand), g.Life(0)
	gs := h479Copies(t, g, quick, imp, owl)
	gs = append(gs, g.Determinize(1, 7))
	for k, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, life0+2, x.Life(0), "game %d: the Imp copy's ability", k)
		require.Equal(t, hand0+1, x.ZoneLen(0, zone.Hand), "game %d: the Owl copy's draw", k)
		require.Equal(t, zone.Battlefield, info(t, x, mustFollow(t, x, m)).Zone, "game %d: the new copy stays", k)
		require.Equal(t, "Scholar Owl", info(t, x, mustFollow(t, x, m)).Card.Name)
	}
	h479Same(t, gs[:3])
}

// ---------------------------------------------------------------------
// Part 7. Control: stolen creatures, copies under another player's
// control, teams

// 14. Alice gains control of Bob's Wolf until end of turn (Borrowed
// Leash). Her Ivory Mimic may copy a creature she controls: her Bear or
// the Wolf, which she controls now (CR 706.2; control is no copiable
// value). It copies the Wolf: a 3/1 named Bob's Wolf, hers (its owner
// and controller, CR 108.3, 110.2). At the cleanup step the Wolf goes
// back to Bob (CR 514.2); the copy stays Alice's and stays a Wolf.
func TestH516CopyOfStolenCreatureStaysHers(t *testing.T) {
	leash := instant(t, "Borrowed Leash", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	wolf := creature(t, "Bob's Wolf", "{1}{G}", 3, 1, 0, "Wolf")
	bearD := h516Bear(t, "Alice's Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	br := bf(t, g, 0, bearD)
	w := bf(t, g, 1, wolf)
	l := hand(t, g, 0, leash)
	m := hand(t, g, 0, ivory)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, l, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, w).Controller)
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{br, w}, w)
	resolve(t, g, nil)
	cp := mustFollow(t, g, m)
	ci := info(t, g, cp)
	require.Equal(t, "Bob's Wolf", ci.Card.Name)
	require.Equal(t, game.PlayerID(0), ci.Owner)
	require.Equal(t, game.PlayerID(0), ci.Controller)
	h516NextTurn(t, g)
	require.Equal(t, game.PlayerID(1), info(t, g, w).Controller, "the Wolf went back")
	ci = info(t, g, cp)
	require.Equal(t, game.PlayerID(0), ci.Controller, "the copy is Alice's")
	require.Equal(t, "Bob's Wolf", ci.Card.Name)
	require.Equal(t, [2]int{3, 1}, pt(t, g, cp))
}

// 15. Three players. Bob's Borrowed Grave ("Put target creature card from
// an opponent's graveyard onto the battlefield under your control")
// takes Alice's Ivory Mimic. It enters under Bob's control, so Bob makes
// its choice (CR 614.12, 706.2: "a creature you control" is its
// controller's): his Owl or his Bear, not Alice's Bear nor Carol's
// Wolf. It copies his Owl and its "enters" ability draws Bob a card; it
// is still Alice's card (CR 108.3). When it dies it goes to Alice's
// graveyard as Ivory Mimic (CR 400.7, 404.1). Saved, loaded and cloned
// at Bob's choice.
func TestH516StolenMimicCardChoosesForItsController(t *testing.T) {
	grave := sorcery(t, "Borrowed Grave", "{2}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	owl := h516Owl(t)
	abear := h516Bear(t, "Alice's Bear")
	bbear := h516Bear(t, "Bob's Bear")
	wolf := creature(t, "Carol's Wolf", "{1}{G}", 3, 1, 0, "Wolf")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 4)
	bf(t, g, 0, abear)
	ow := bf(t, g, 1, owl)
	bb := bf(t, g, 1, bbear)
	bf(t, g, 2, wolf)
	m := put(t, g, 0, zone.Graveyard, ivory)
	gr := hand(t, g, 1, grave)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h1 := g.ZoneLen(1, zone.Hand)
	require.NoError(t, g.Cast(1, gr, obj(m)))
	passStack(t, g)
	gs := h479Copies(t, g, grave, ivory, owl, abear, bbear, wolf, doomDef)
	for _, x := range gs {
		h516Choice(t, x, 1, []game.ObjectID{ow, bb}, ow)
		resolve(t, x, nil)
		cp := mustFollow(t, x, m)
		ci := info(t, x, cp)
		require.Equal(t, "Scholar Owl", ci.Card.Name)
		require.Equal(t, game.PlayerID(1), ci.Controller)
		require.Equal(t, game.PlayerID(0), ci.Owner)
		require.Equal(t, h1, x.ZoneLen(1, zone.Hand), "cast one, drew one")
		require.NoError(t, x.Cast(1, k, obj(cp)))
		resolve(t, x, nil)
		dead := mustFollow(t, x, m)
		require.Equal(t, zone.Graveyard, info(t, x, dead).Zone)
		require.Equal(t, "Ivory Mimic", info(t, x, dead).Card.Name)
		require.Contains(t, x.Zone(0, zone.Graveyard), dead, "its owner's graveyard")
	}
	h479Same(t, gs)
}

// 16. Two-Headed Giant. Carol's Mirror Rain: "Each player creates an
// Onyx Mimic token" (a 0/0 Shapeshifter token that may enter as a copy of
// a creature its controller controls). Each token is its creator's
// (CR 110.5a), and each player chooses for their own token in APNAP
// order, the active team first (CR 101.4): Carol (offered her Wolf, not
// Dave's Owl), Dave (his Owl), then Alice (her Bear, not Bob's Drake),
// then Bob (his Drake). Saved, loaded and cloned at Dave's choice.
// Each copy is its controller's; each copied creature's team is its own.
func TestH516EachPlayerMimicTokenTwoHeaded(t *testing.T) {
	onyx := h516TokMimic(t, "Onyx Mimic", h516Gain(100))
	rain := h516Make(t, "Mirror Rain", "{2}{U}", ability.WhoEachPlayer, onyx, 1)
	abear := h516Bear(t, "Alice's Bear")
	drake := creature(t, "Bob's Drake", "{2}{U}", 2, 3, ability.Flying, "Drake")
	wolf := creature(t, "Carol's Wolf", "{1}{G}", 3, 1, 0, "Wolf")
	owl := h516Owl(t)
	g := h516TwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 2, card.Island, 3)
	ab := bf(t, g, 0, abear)
	bd := bf(t, g, 1, drake)
	cw := bf(t, g, 2, wolf)
	do := bf(t, g, 3, owl)
	r := hand(t, g, 2, rain)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, r))
	passStack(t, g)
	h516Choice(t, g, 2, []game.ObjectID{cw}, cw)
	gs := h479Copies(t, g, onyx, rain, abear, drake, wolf, owl)
	for _, x := range gs {
		h516Choice(t, x, 3, []game.ObjectID{do}, do)
		h516Choice(t, x, 0, []game.ObjectID{ab}, ab)
		h516Choice(t, x, 1, []game.ObjectID{bd}, bd)
		resolve(t, x, nil)
		for p, name := range []string{"Alice's Bear", "Bob's Drake", "Carol's Wolf", "Scholar Owl"} {
			tk := h516Tokens(t, x, game.PlayerID(p))
			require.Len(t, tk, 1, "player %d", p)
			ti := info(t, x, tk[0])
			require.Equal(t, name, ti.Card.Name)
			require.Equal(t, game.PlayerID(p), ti.Controller)
			require.Equal(t, 1, h516Activated(t, x, tk[0]), "the token's exception")
		}
	}
	h479Same(t, gs)
}

// 17. Three players. Alice took Bob's Wolf for good (Lasting Leash) and
// her Ivory Mimic entered as a copy of it. Bob concedes: the Wolf, his,
// leaves the game with him (CR 800.4a); the copy is Alice's card and
// stays, still a Wolf: what it copied was fixed as it entered (CR 706.2,
// 706.5). Saved and loaded after he left, the copy is still the Wolf.
func TestH516CopyOfDepartedOwnersCreatureStays(t *testing.T) {
	leash := instant(t, "Lasting Leash", "{2}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}", h516Gain(1))
	wolf := creature(t, "Bob's Wolf", "{1}{G}", 3, 1, 0, "Wolf")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	w := bf(t, g, 1, wolf)
	l := hand(t, g, 0, leash)
	m := hand(t, g, 0, ivory)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, l, obj(w)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{w}, w)
	resolve(t, g, nil)
	cp := mustFollow(t, g, m)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, gone(g, w), "the Wolf left with Bob")
	gs := h479Copies(t, g, leash, ivory, wolf)
	for _, x := range gs {
		ci := info(t, x, cp)
		require.Equal(t, zone.Battlefield, ci.Zone)
		require.Equal(t, "Bob's Wolf", ci.Card.Name)
		require.Equal(t, [2]int{3, 1}, pt(t, x, cp))
		life := x.Life(0)
		require.NoError(t, x.Activate(0, cp, 0))
		resolve(t, x, nil)
		require.Equal(t, life+1, x.Life(0), "the exception's ability")
	}
	h479Same(t, gs)
}

// 18. Alice controls Mighty Herald ("Whenever a creature with power 3
// or greater enters the battlefield under your control, you gain 3
// life") and Choir Warden (it chose Bear; "Creatures you control of the
// chosen type get +1/+1", itself included). Her Ivory Mimic card,
// returned from her graveyard, enters as a copy of the Warden and makes
// its own choice (CR 706.6), Human, before it enters (CR 614.12a): it
// enters as a 3/3, so the Herald triggers (CR 603.6a, 603.10): she
// gains 3. (Cast or made as a token, the copy doesn't: defect D2.)
func TestH516ReturnedCopyEntersAfterItsTypeChoice(t *testing.T) {
	choir := h516Choir(t)
	ivory := h516Mimic(t, "Ivory Mimic", "{1}{U}")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, h516Mighty(t))
	w := bf(t, g, 0, choir, game.PutOptions{Chosen: "Bear"})
	m := put(t, g, 0, zone.Graveyard, ivory)
	r := hand(t, g, 0, h516Raise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	passStack(t, g)
	h516Choice(t, g, 0, []game.ObjectID{w}, w)
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(choose(0, ability.CreatureTypeIndex("Human"))))
	resolve(t, g, nil)
	cp := mustFollow(t, g, m)
	require.Equal(t, "Human", g.ChosenFor(cp))
	require.Equal(t, [2]int{3, 3}, pt(t, g, cp))
	require.Equal(t, 23, g.Life(0), "the copy entered as a 3/3")
}

// ---------------------------------------------------------------------
// Faults this set found: fixed, or definitions Check now refuses.

// h516Choir is "Choir Warden: {2}{W} 2/2 Human Cleric. As Choir Warden
// enters the battlefield, choose a creature type. Creatures you control
// of the chosen type get +1/+1." (itself included).
func h516Choir(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Choir Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Human", "Cleric"}, Power: C(2), Toughness: C(2), AsEnters: ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, ChosenSubtype: true},
			Power: 1, Toughness: 1}}})
}

// h516Mighty is "Mighty Herald: {1}{W} enchantment. Whenever a creature
// with power 3 or greater enters the battlefield under your control, you
// gain 3 life."
func h516Mighty(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Mighty Herald", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide, MinPower: 3}, Effects: gain(3)}}})
}

// D1. Alice controls Mighty Herald and casts Choir Warden, choosing
// Human. The choice is made before the Warden enters (CR 614.1c,
// 614.12a), so it enters as a 3/3 Human under its own static. Whether
// the Herald triggers is checked against the permanent as it is right
// after the event (CR 603.2, 603.6a, 603.10): a 3/3 entered, so Alice
// gains 3 life. (The engine used to look for entering triggers before
// asking the choice, when the Warden was a 2/2.) A 3/3 vanilla Ogre
// triggers it too, checked first.
func TestH516EnteringTriggersAfterTypeChoice(t *testing.T) {
	ogre := creature(t, "Ogre Brute", "{2}{W}", 3, 3, 0, "Ogre")
	choir := h516Choir(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 6)
	bf(t, g, 0, h516Mighty(t))
	o := hand(t, g, 0, ogre)
	c := hand(t, g, 0, choir)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0), "a 3/3 entered")
	require.NoError(t, g.Cast(0, c))
	passStack(t, g)
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(choose(0, ability.CreatureTypeIndex("Human"))))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, mustFollow(t, g, c)))
	require.Equal(t, 26, g.Life(0), "the Warden entered as a 3/3")
}

// D2. The same through copies. Alice's Ivory Mimic, cast, and her Onyx
// Mimic token, created by Call the Onyx, each enter as a copy of her
// Choir Warden (which chose Bear). As copies they make their own "as
// enters" choice (CR 706.5, 706.6), Human, before they enter
// (CR 614.12a), so each enters as a 3/3: Mighty Herald should trigger
// (CR 603.6a, 603.10) and Alice gain 3 life. (The engine used to check
// the entering triggers before asking the copy's creature type.)
func TestH516CopyEntersAfterItsOwnTypeChoice(t *testing.T) {
	for _, viaToken := range []bool{false, true} {
		choir := h516Choir(t)
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 2)
		bf(t, g, 0, h516Mighty(t))
		w := bf(t, g, 0, choir, game.PutOptions{Chosen: "Bear"})
		var m game.ObjectID
		if viaToken {
			m = hand(t, g, 0, h516Make(t, "Call the Onyx", "{U}", ability.WhoYou, h516TokMimic(t, "Onyx Mimic"), 1))
		} else {
			m = hand(t, g, 0, h516Mimic(t, "Ivory Mimic", "{1}{U}"))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, m))
		passStack(t, g)
		h516Choice(t, g, 0, []game.ObjectID{w}, w)
		require.Equal(t, game.DecideCreatureType, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Apply(choose(0, ability.CreatureTypeIndex("Human"))))
		resolve(t, g, nil)
		cps := h516Named(t, g, 0, "Choir Warden")
		require.Len(t, cps, 2)
		for _, id := range cps {
			if id != w {
				require.Equal(t, [2]int{3, 3}, pt(t, g, id), "token %v", viaToken)
			}
		}
		require.Equal(t, 23, g.Life(0), "token %v: the copy entered as a 3/3", viaToken)
	}
}

// D3. OpChooseCopy means "as this permanent spell resolves, choose what
// it enters as a copy of" (CR 706.5, 614.1c). Check accepts it in an
// instant's effects and in an activated ability, where nothing enters:
// the engine asks Alice "choose a creature you control to copy, or none"
// and, whatever she answers, nothing becomes a copy (no rule gives the
// answer a meaning; a permanent "becoming a copy" on the battlefield,
// CR 706.4, is not what the engine plays). Check refuses such a
// definition, as it refuses the other effects nothing can carry out.
func TestH516CheckRefusesCopyChoiceOutsideAPermanentSpell(t *testing.T) {
	inst := card.Define(card.Definition{Name: "Mirror Flash", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}})
	act := card.Define(card.Definition{Name: "Mirror Golem", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}}})
	for _, d := range []*card.Definition{inst, act} {
		require.ErrorIs(t, d.Check(), card.ErrInvalidDefinition, d.Name)
	}
}

// D4. A creature spell's resolution only puts it onto the battlefield
// (CR 608.3); spell abilities are an instant's or sorcery's
// (CR 112.3a). Check used to accept a creature whose Spell has effects
// besides OpChooseCopy (Greedy Mimic, "you gain 3 life" after its copy
// choice; Greedy Sprite, a 1/1 with only "you gain 3 life"), and the
// engine carried them out as the creature spell resolved. Check refuses
// Spell effects on a permanent other than the one OpChooseCopy.
func TestH516CheckRefusesPermanentSpellEffects(t *testing.T) {
	mimic := card.Define(card.Definition{Name: "Greedy Mimic", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0), AsEnters: ability.ChooseCopy,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}, {Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}})
	plain := card.Define(card.Definition{Name: "Greedy Sprite", ManaCost: cost("{U}"), Types: ability.Creature,
		Subtypes: []string{"Faerie"}, Power: C(1), Toughness: C(1),
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}})
	for _, d := range []*card.Definition{mimic, plain} {
		err := d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, d.Name)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe)
		require.Regexp(t, `^Spell\.Effects\[\d\]\.Op$`, fe.Field, d.Name)
	}
}

// D5. CopyExtra is the exception of a card that enters as a copy
// (CR 706.9a). Check accepts it on a card with no OpChooseCopy, where
// the engine never reads it: the 2/2 Hollow Bear with CopyExtra "{1}:
// gain 1 life" has no such ability in any zone. Check's promise is to
// refuse fields nothing reads; it refuses this one.
func TestH516CheckRefusesUnreadCopyExtra(t *testing.T) {
	d := card.Define(card.Definition{Name: "Hollow Bear", ManaCost: cost("{1}{G}"), Types: ability.Creature,
		Subtypes: []string{"Bear"}, Power: C(2), Toughness: C(2), CopyExtra: []ability.Activated{h516Gain(1)}})
	require.ErrorIs(t, d.Check(), card.ErrInvalidDefinition)
}
