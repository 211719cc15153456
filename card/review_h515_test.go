package card_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Review h515 of: OpBecome that only recolours or retypes (CR 613.3b);
// "whenever you cast" with a Match on another player's side (CR 601.2a);
// the colour of mana added by a resolving spell or ability (CR 608.2d,
// 106.1); automatic payment preferring a painless mana ability of the
// same source (CR 601.2g-h); a permanent entering as a copy other than
// from its own spell (CR 614.12, 706.5); an Aura that becomes a creature
// (CR 303.4d, 704.5n); a countered spell's last known information
// (CR 608.2g); "unless its controller pays {X}" (CR 107.3a, 107.3h);
// "if you've cast another spell this turn" in a cast trigger's effect
// (CR 608.2c); and what Check now refuses. Guards first; the positions
// the engine got wrong, fixed since, are at the end.

// ---------------------------------------------------------------------
// Helpers

// h515Game is an n-player game whose players have libraries of five
// Plains; the test starts it.
func h515Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 5)
	return g
}

// h515TwoHeaded is a Two-Headed Giant game: Alice and Bob against Carol
// and Dave.
func h515TwoHeaded(t *testing.T) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	libs(t, g, 5)
	return g
}

// h515Ox is a vanilla {1}{G} 2/2 Ox.
func h515Ox(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Ox")
}

// h515Dart is "{R} instant: deals 2 damage to target creature or player".
func h515Dart(t *testing.T) *card.Definition {
	return instant(t, "Cinder Dart", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
}

// h515SpellTarget is one "target spell".
func h515SpellTarget() []ability.TargetSpec {
	return []ability.TargetSpec{{Allow: ability.AllowSpell}}
}

// h515Plus is PutOptions with n +1/+1 counters.
func h515Plus(n int) game.PutOptions {
	var o game.PutOptions
	o.Counters[game.PlusOne] = n
	return o
}

// h515Colors lists the Choices the pending decision offers.
func h515Colors(g *game.Game) []int {
	var out []int
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChoose {
			out = append(out, a.Choice)
		}
	}
	return out
}

// h515Check returns, when Check refuses d, the field of its first error,
// and Check's verdict.
func h515Check(d card.Definition) (string, error) {
	err := card.Define(d).Check()
	if err == nil {
		return "", nil
	}
	var fe *card.FieldError
	if errors.As(err, &fe) {
		return fe.Field, err
	}
	return "", err
}

// ---------------------------------------------------------------------
// Part 1. OpBecome that only recolours or retypes

// h515Paint is "{B} instant: Until end of turn, target creature becomes
// black" (a colour only, CR 613.1e) — or with sub, "becomes a <sub> in
// addition to its other types" (CR 613.1d).
func h515Paint(t *testing.T, name string, colors mana.ColorSet, sub string) *card.Definition {
	return instant(t, name, "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, SetColors: colors, AddSubtype: sub, Duration: ability.UntilEndOfTurn})
}

// 1. Dusk Paint ("target creature becomes black until end of turn") on
// Alice's Ox with a +1/+1 counter, and Frog Mark ("target creature
// becomes a Frog in addition to its other types") on Bob's Ox. Neither
// names power or toughness, so neither sets them (CR 613.3b is only for
// effects that set them): the first Ox is a black 3/3 (2/2 base plus its
// counter, CR 613.3c), the second a 2/2 Ox Frog. Neither dies.
func TestH515BecomeColourOrSubtypeKeepsPT(t *testing.T) {
	g := h515Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	a := bf(t, g, 0, h515Ox(t, "Alice's Ox"), h515Plus(1))
	b := bf(t, g, 1, h515Ox(t, "Bob's Ox"))
	paint := hand(t, g, 0, h515Paint(t, "Dusk Paint", mana.SetOf(mana.Black), ""))
	frog := hand(t, g, 0, h515Paint(t, "Frog Mark", 0, "Frog"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, paint, obj(a)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, frog, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, a))
	require.True(t, info(t, g, a).Colors.Has(mana.Black))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.False(t, gone(g, a))
	require.False(t, gone(g, b))
}

// 2. Layer 7b in timestamp order (CR 613.3b, 613.6): Hex of the Toad
// ("target creature becomes a 1/1 Frog until end of turn") on Alice's
// 4/4, then Dusk Paint ("becomes black"). The later effect sets no power
// and toughness, so the earlier 1/1 still applies: a black 1/1 Frog.
func TestH515LaterRecolourDoesntUndoEarlierSetPT(t *testing.T) {
	toad := instant(t, "Hex of the Toad", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 1, Toughness: 1, AddTypes: ability.Creature,
			AddSubtype: "Frog", ReplaceCreatureTypes: true, Duration: ability.UntilEndOfTurn})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Island, 1)
	big := bf(t, g, 0, creature(t, "Grove Hulk", "{3}{G}", 4, 4, 0, "Beast"))
	h := hand(t, g, 0, toad)
	p := hand(t, g, 0, h515Paint(t, "Dusk Paint", mana.SetOf(mana.Black), ""))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h, obj(big)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, big))
	require.NoError(t, g.Cast(0, p, obj(big)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, big), "the later recolouring sets nothing in layer 7b")
	require.True(t, info(t, g, big).Colors.Has(mana.Black))
}

// 3. Forge Wake: "Until end of turn, target artifact becomes a 4/4
// artifact creature." It makes a creature, so it sets base power and
// toughness (CR 613.3b): Alice's Trinket is a 4/4 creature this turn.
func TestH515BecomeCreatureSetsPT(t *testing.T) {
	wake := instant(t, "Forge Wake", "{1}", []ability.TargetSpec{{Allow: ability.AllowArtifact}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 4, Toughness: 4, AddTypes: ability.Creature, Duration: ability.UntilEndOfTurn})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	tr := bf(t, g, 0, def(t, card.Definition{Name: "Brass Trinket", ManaCost: cost("{2}"), Types: ability.Artifact}))
	w := hand(t, g, 0, wake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(tr)))
	resolve(t, g, nil)
	o := info(t, g, tr)
	require.NotZero(t, o.Types&ability.Creature)
	require.Equal(t, [2]int{4, 4}, pt(t, g, tr))
}

// ---------------------------------------------------------------------
// Part 2. "Whenever you cast" with a Match of another side

// 4. "Whenever you cast a spell an opponent controls" never triggers: the
// caster of a spell is its controller (CR 601.2a), the ability's
// controller. Check refuses OpponentSide and NotYourSide on
// YouCastSpell and CastThis, naming Match.Side, and accepts YourSide,
// AnySide and a colour filter ("whenever you cast a red spell").
func TestH515CastTriggerSideChecked(t *testing.T) {
	mk := func(ev ability.Event, f ability.Filter) card.Definition {
		return card.Definition{Name: "Spell Echo", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
			Triggered: []ability.Triggered{{Event: ev, Match: f, Effects: gain(1)}}}
	}
	for _, side := range []ability.Side{ability.OpponentSide, ability.NotYourSide} {
		field, err := h515Check(mk(ability.YouCastSpell, ability.Filter{Side: side}))
		require.ErrorIs(t, err, card.ErrInvalidDefinition, "side %d", side)
		require.Equal(t, "Triggered[0].Match.Side", field)
	}
	for _, f := range []ability.Filter{{Side: ability.YourSide}, {}, {Colors: mana.SetOf(mana.Red)}} {
		_, err := h515Check(mk(ability.YouCastSpell, f))
		require.NoError(t, err, "%+v", f)
	}
	d := mk(ability.CastThis, ability.Filter{Side: ability.OpponentSide})
	d.Types, d.Spell = ability.Instant, ability.Spell{Effects: draw1}
	field, err := h515Check(d)
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Equal(t, "Triggered[0].Match.Side", field)
}

// ---------------------------------------------------------------------
// Part 3. The colour of mana added by a resolving spell or ability

// h515AnyOf is "add n mana of any one of cs".
func h515AnyOf(cs mana.ColorSet, n int) ability.Effect {
	return ability.Effect{Op: ability.OpAddMana, ManaChoice: cs, Amount: ability.N(n)}
}

// 5. Dawn Prism: {2} artifact, "At the beginning of your upkeep, add one
// mana of any color." Not a mana ability (CR 605.1b: it doesn't trigger
// from a mana ability), it uses the stack, and Alice chooses the colour
// as it resolves (CR 608.2d): a DecideColor for 1 mana, all five colours
// listed, prompt naming the Prism. She chooses blue and then casts a {U}
// instant in her upkeep with it (CR 106.4: the mana stays until the
// step ends).
func TestH515UpkeepTriggerManaColourChosen(t *testing.T) {
	prism := def(t, card.Definition{Name: "Dawn Prism", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{h515AnyOf(mana.AllColors, 1)}}}})
	peek := instant(t, "Quick Study", "{U}", nil, draw1...)
	g := h515Game(t, 2)
	bf(t, g, 0, prism)
	q := hand(t, g, 0, peek)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority && g.StackLen() > 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	d := g.Pending()
	require.Equal(t, game.DecideColor, d.Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), d.Player)
	require.Equal(t, 1, d.Count)
	require.Equal(t, []int{0, 1, 2, 3, 4}, h515Colors(g))
	require.Contains(t, g.Prompt(game.English), "Dawn Prism")
	require.NoError(t, g.Apply(choose(0, int(mana.Blue))))
	require.Equal(t, "{U}", g.Pool(0).String())
	require.Equal(t, game.Upkeep, g.Step())
	require.NoError(t, g.Cast(0, q))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, q))
}

// 6. Split Ritual: {1} sorcery, "Add {R} or {G}. Add {W} or {U}." Two
// effects, two choices, each made as its effect is applied (CR 608.2c,
// 608.2d), each among its own colours (CR 106.1): red, then blue. White
// is refused for the first, green for the second.
func TestH515TwoColourChoicesInOneSpell(t *testing.T) {
	ritual := sorcery(t, "Split Ritual", "{1}", nil,
		h515AnyOf(mana.SetOf(mana.Red, mana.Green), 1), h515AnyOf(mana.SetOf(mana.White, mana.Blue), 1))
	g := h515Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	r := hand(t, g, 0, ritual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.Equal(t, []int{int(mana.Red), int(mana.Green)}, h515Colors(g))
	require.Error(t, g.Apply(choose(0, int(mana.White))))
	require.NoError(t, g.Apply(choose(0, int(mana.Red))))
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.Equal(t, []int{int(mana.White), int(mana.Blue)}, h515Colors(g))
	require.Error(t, g.Apply(choose(0, int(mana.Green))))
	require.NoError(t, g.Apply(choose(0, int(mana.Blue))))
	resolve(t, g, nil)
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Blue))
	require.Equal(t, 2, g.Pool(0).Total())
}

// 7. The heuristic player answers Wild Ritual ("add two mana of any one
// of red or green") with a colour the effect allows (CR 106.1), even
// when its hand asks only for white; with a {G}{G} creature in hand it
// takes green.
func TestH515HeuristicManaColourAllowed(t *testing.T) {
	ritual := sorcery(t, "Wild Ritual", "{1}", nil, h515AnyOf(mana.SetOf(mana.Red, mana.Green), 2))
	for _, c := range []struct {
		hold *card.Definition
		want []mana.Color
	}{
		{creature(t, "Sun Knight", "{W}{W}", 2, 2, 0, "Knight"), []mana.Color{mana.Red, mana.Green}},
		{creature(t, "Moss Bear", "{G}{G}", 2, 2, 0, "Bear"), []mana.Color{mana.Green}},
	} {
		g := h515Game(t, 2)
		lands(t, g, 0, card.Plains, 1)
		r := hand(t, g, 0, ritual)
		hand(t, g, 0, c.hold)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, r))
		passStack(t, g)
		require.Equal(t, game.DecideColor, g.Pending().Kind)
		a := ai.NewHeuristic().Choose(g)
		require.Contains(t, c.want, mana.Color(a.Choice), c.hold.Name)
		require.NoError(t, g.Apply(a))
	}
}

// 8. Three players. Alice's Prismatic Ritual ("add three mana of any one
// color") waits for her colour, and she concedes. Her spell leaves the
// stack with her (CR 800.4a); the game goes on between Bob and Carol
// with Bob, the next in turn, at priority, and nothing waits on the
// colour.
func TestH515ConcedeWhileChoosingManaColour(t *testing.T) {
	ritual := instant(t, "Prismatic Ritual", "{R}", nil, h515AnyOf(mana.AllColors, 3))
	g := h515Game(t, 3)
	lands(t, g, 0, card.Mountain, 1)
	r := hand(t, g, 0, ritual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, g.Over())
	require.NoError(t, g.CheckInvariants())
	d := g.Pending()
	require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
	require.NotEqual(t, game.PlayerID(0), d.Player)
	require.Zero(t, g.StackLen())
}

// 9. Two-Headed Giant. Bob's Prismatic Ritual: Bob chooses (the
// resolving spell's controller, CR 608.2d), green, and the mana is his,
// not his teammate Alice's (each player has a mana pool, CR 106.4,
// 810.5). A save, a load and a clone made while he chooses go on alike.
func TestH515RitualColourTwoHeadedSaveLoad(t *testing.T) {
	ritual := instant(t, "Prismatic Ritual", "{R}", nil, h515AnyOf(mana.AllColors, 3))
	g := h515TwoHeaded(t)
	lands(t, g, 1, card.Mountain, 1)
	r := hand(t, g, 1, ritual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// Both players of the active team act when their team has priority (CR 805.5a).
	require.NoError(t, g.Cast(1, r))
	passStack(t, g)
	d := g.Pending()
	require.Equal(t, game.DecideColor, d.Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), d.Player)
	require.Equal(t, 3, d.Count)
	gs := h479Copies(t, g, ritual)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(1, int(mana.Green))))
		require.Equal(t, "{G}{G}{G}", x.Pool(1).String())
		require.True(t, x.Pool(0).IsEmpty())
	}
	h479Same(t, gs)
}

// 10. Tap-for-any-colour with a target is not a mana ability (CR
// 605.1a): Verdant Conduit, land, "{T}: Add one mana of any color.
// Target creature gets +1/+0 until end of turn." It goes on the stack,
// and the colour is chosen as it resolves: Alice chooses black, and her
// Ox gets +1/+0.
func TestH515TargetedManaAbilityColourOnResolution(t *testing.T) {
	conduit := def(t, card.Definition{Name: "Verdant Conduit", Types: ability.Land, Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{h515AnyOf(mana.AllColors, 1),
			{Op: ability.OpModify, Target: 0, Power: 1, Duration: ability.UntilEndOfTurn}}}}})
	g := h515Game(t, 2)
	c := bf(t, g, 0, conduit)
	ox := bf(t, g, 0, h515Ox(t, "Alice's Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, obj(ox)))
	require.Equal(t, 1, g.StackLen())
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 1, g.Pending().Count)
	require.NoError(t, g.Apply(choose(0, int(mana.Black))))
	resolve(t, g, nil)
	require.Equal(t, "{B}", g.Pool(0).String())
	require.Equal(t, [2]int{3, 2}, pt(t, g, ox))
}

// 10a. A save made while Wild Ritual ("add two mana of any one of red or
// green") waits for its colour says the decision is for 2 mana; a save
// edited to say 0 (a prevention's colour) or 3 is refused on load, as a
// decision the position doesn't have. The untouched save loads.
func TestH515ColourDecisionCountCheckedOnLoad(t *testing.T) {
	ritual := sorcery(t, "Wild Ritual", "{1}", nil, h515AnyOf(mana.SetOf(mana.Red, mana.Green), 2))
	g := h515Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	r := hand(t, g, 0, ritual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	js := b.String()
	require.Contains(t, js, `"count": 2`)
	cat, err := card.NewCatalog(append(card.Default().All(), ritual)...)
	require.NoError(t, err)
	_, err = game.Load(strings.NewReader(js), cat)
	require.NoError(t, err)
	for _, n := range []string{`"count": 0`, `"count": 3`} {
		_, err := game.Load(strings.NewReader(strings.Replace(js, `"count": 2`, n, 1)), cat)
		require.Error(t, err, n)
		require.Contains(t, err.Error(), "colour decision", n)
	}
}

// 10b. Sun Ward: {W} instant, "Prevent all damage target creature would
// be dealt this turn by sources of the color of your choice." The colour
// decision of a prevention (Count 0) lists the five colours; Alice
// chooses red, and Bob's Dart then deals her Ox nothing (CR 615.1a).
func TestH515PreventionColourStillAsked(t *testing.T) {
	ward := instant(t, "Sun Ward", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPrevent, Target: 0, ChooseColor: true})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 1)
	ox := bf(t, g, 0, h515Ox(t, "Alice's Ox"))
	w := hand(t, g, 0, ward)
	dd := hand(t, g, 1, h515Dart(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(ox)))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind, g.Prompt(game.English))
	require.Zero(t, g.Pending().Count)
	require.Equal(t, []int{0, 1, 2, 3, 4}, h515Colors(g))
	require.NoError(t, g.Apply(choose(0, int(mana.Red))))
	resolve(t, g, nil)
	h508PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, dd, obj(ox)))
	resolve(t, g, nil)
	require.False(t, gone(g, ox))
	require.Zero(t, info(t, g, ox).Damage)
}

// ---------------------------------------------------------------------
// Part 4. Automatic payment and a painless ability of the same source

// h515Ouch is "this deals 1 damage to you".
var h515Ouch = ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(1)}

// h515Trinket is an artifact of mana cost mc: something to pay for.
func h515Trinket(t *testing.T, mc string) *card.Definition {
	return def(t, card.Definition{Name: "Trinket " + mc, ManaCost: cost(mc), Types: ability.Artifact})
}

// h515Cove is "Scorched Cove: land, {T}: Add one mana of any color.
// Scorched Cove deals 1 damage to you. / {T}: Add {U}." (the painful
// ability printed first).
func h515Cove(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Scorched Cove", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h515AnyOf(mana.AllColors, 1), h515Ouch}},
		ability.TapForMana(mana.Blue)}})
}

// 11. Scorched Cove pays a {U} cost with its painless {U} ability
// (CR 605.3b: the ability chosen decides the damage), and a {R} cost
// with its painful one, 1 damage. (A {1} cost: see D1 at the end.)
func TestH515PainlessBlueAbilityPays(t *testing.T) {
	cove := h515Cove(t)
	for _, c := range []struct {
		mc   string
		life int
	}{{"{U}", 20}, {"{R}", 19}} {
		g := h515Game(t, 2)
		bf(t, g, 0, cove)
		a := hand(t, g, 0, h515Trinket(t, c.mc))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, a), c.mc)
		require.Equal(t, c.life, g.Life(0), c.mc)
	}
}

// 12. A painland printed as M15 prints them ("{T}: Add {C}. / {T}: Add
// {B} or {R}. This land deals 1 damage to you.") pays a {1} cost with
// its painless {C}, and a {B} cost with 1 damage (CR 605.3b): guards of
// the order that was always right.
func TestH515PainlandStillPaysColorlessFirst(t *testing.T) {
	marsh := h510Painland(t)
	for _, c := range []struct {
		mc   string
		life int
	}{{"{1}", 20}, {"{B}", 19}} {
		g := h515Game(t, 2)
		bf(t, g, 0, marsh)
		a := hand(t, g, 0, h515Trinket(t, c.mc))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, a), c.mc)
		require.Equal(t, c.life, g.Life(0), c.mc)
	}
}

// ---------------------------------------------------------------------
// Part 5. Entering as a copy other than from its own spell

// h515Mimic is "Blank Mimic: {2}{U} 0/0 Shapeshifter. You may have Blank
// Mimic enter the battlefield as a copy of a creature you control."
func h515Mimic(t *testing.T) *card.Definition {
	return def(t, h509Chooses(card.Definition{Name: "Blank Mimic", ManaCost: cost("{2}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Colors: mana.SetOf(mana.Blue), Power: C(0), Toughness: C(0)}))
}

// h515Hoarder is "Relic Hoarder: {2}{G} 0/0 Beast that enters the
// battlefield with a +1/+1 counter on it for each card of types in all
// graveyards" (any card when types is 0).
func h515Hoarder(t *testing.T, types ability.Type) *card.Definition {
	return def(t, card.Definition{Name: "Relic Hoarder", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Beast"},
		Power: C(0), Toughness: C(0), EntersWithCounters: h509With("+1/+1", ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: types}})})
}

// h515RaiseGame: Alice controls a Relic Hoarder (types) with two
// counters; her graveyard holds the card to return and a Plains, Bob's a
// Plains and, with creature, a Grizzly creature card. She casts Raise
// the Mimic at the card. It returns the game and the card's ID.
func h515RaiseGame(t *testing.T, types ability.Type, raised *card.Definition, creature2 bool) (*game.Game, game.ObjectID, game.ObjectID) {
	g := h515Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	hd := bf(t, g, 0, h515Hoarder(t, types), h515Plus(2))
	m := put(t, g, 0, zone.Graveyard, raised)
	put(t, g, 0, zone.Graveyard, card.Plains)
	put(t, g, 1, zone.Graveyard, card.Plains)
	if creature2 {
		put(t, g, 1, zone.Graveyard, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	}
	r := hand(t, g, 0, h509Raise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	passStack(t, g)
	return g, hd, m
}

// 13. Relic Hoarder ("a counter for each card in all graveyards")
// returned from Alice's graveyard by Raise the Mimic counts the cards
// as the replacement applies, before it moves (CR 614.12, 614.1c): the
// two Plains and itself, three counters. (Raise the Mimic is still on
// the stack, CR 608.2k.)
func TestH515HoarderReturnedCountsItself(t *testing.T) {
	g, _, m := h515RaiseGame(t, 0, h515Hoarder(t, 0), false)
	resolve(t, g, nil)
	id := mustFollow(t, g, m)
	require.Equal(t, 3, counter(t, g, id, game.PlusOne))
}

// 14. The creature-card version of the same count, copied: Blank Mimic
// returned by Raise the Mimic enters as a copy of Alice's Relic Hoarder
// ("for each creature card in all graveyards"). The copy's replacement
// counts as it would before the event (CR 614.12, 706.5): the Mimic card
// itself and Bob's Grizzly, two counters.
func TestH515MimicCopiesCreatureCardCount(t *testing.T) {
	g, hd, m := h515RaiseGame(t, ability.Creature, h515Mimic(t), true)
	h509CopyChoice(t, g, 0, []game.ObjectID{hd}, hd)
	resolve(t, g, nil)
	cp := h509Named(t, g, 0, "Relic Hoarder")
	require.Len(t, cp, 2)
	id := mustFollow(t, g, m)
	require.Equal(t, 2, counter(t, g, id, game.PlusOne))
}

// h515Sleeper is "Drowsy Drake: {1}{U} 2/2 Drake that enters the
// battlefield tapped."
func h515Sleeper(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Drowsy Drake", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Drake"},
		Power: C(2), Toughness: C(2), Restrictions: ability.EntersTapped})
}

// 15. A Shapeshifter token made by Call the Mimic enters as a copy of
// Alice's Drowsy Drake ("enters the battlefield tapped"). The copied
// replacement applies to the entering event (CR 706.5, 614.1c): the
// token enters tapped. So does Mercurial Pretender (M15) cast and
// entering as a copy of it (CR 706.2, 614.12).
func TestH515CopyOfEntersTappedEntersTapped(t *testing.T) {
	for _, viaToken := range []bool{true, false} {
		g := h515Game(t, 2)
		lands(t, g, 0, card.Island, 5)
		dr := bf(t, g, 0, h515Sleeper(t))
		var id game.ObjectID
		if viaToken {
			id = hand(t, g, 0, h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, h509Shifter(t), 1))
		} else {
			id = hand(t, g, 0, card.MercurialPretender)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, id))
		passStack(t, g)
		h509CopyChoice(t, g, 0, []game.ObjectID{dr}, dr)
		resolve(t, g, nil)
		cps := h509Named(t, g, 0, "Drowsy Drake")
		require.Len(t, cps, 2, "token %v", viaToken)
		for _, c := range cps {
			if c != dr {
				require.True(t, info(t, g, c).Tapped, "token %v: the copy enters tapped", viaToken)
			}
		}
	}
}

// 16. A Sleepy Ooze token ("enters the battlefield tapped", "enters with
// two +1/+1 counters", "may enter as a copy of a creature you control")
// that chooses to copy nothing applies its own replacements
// (CR 614.1c): it enters tapped with two counters, a 2/2. A save, a load
// and a clone made while it chooses go on alike.
func TestH515TokenStaysItselfAppliesOwnReplacements(t *testing.T) {
	ooze := h509MimicOoze(t, "Sleepy Ooze", true)
	g := h515Game(t, 2)
	lands(t, g, 0, card.Island, 2)
	bd := h509Bear(t, "Alice's Bear")
	bear := bf(t, g, 0, bd)
	mk := h509Make(t, "Call the Ooze", "{1}{U}", ability.WhoYou, ooze, 1)
	m := hand(t, g, 0, mk)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind, g.Prompt(game.English))
	require.ElementsMatch(t, []game.ObjectID{0, bear}, choices(g))
	gs := h479Copies(t, g, ooze, mk, bd)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, 0)))
		resolve(t, x, nil)
		tk := h509Named(t, x, 0, "Sleepy Ooze")
		require.Len(t, tk, 1)
		require.True(t, info(t, x, tk[0]).Tapped)
		require.Equal(t, 2, counter(t, x, tk[0], game.PlusOne))
		require.Equal(t, [2]int{2, 2}, pt(t, x, tk[0]))
	}
	h479Same(t, gs)
}

// 17. Three players. Alice's Mimic Gift: "Each opponent creates a
// Shapeshifter token" (may enter as a copy of a creature its controller
// controls). Bob controls a Brood Sentinel (0/1 here, "enters with a
// +1/+1 counter for each creature you control") and a Bear; Carol a
// Bear. The two tokens enter at once (CR 603.6a) and can't copy each
// other (CR 614.12). Bob's copies his Sentinel: the count is taken
// before the event, so neither token counts: his Bear and Sentinel, two
// counters, a 2/3. Carol's copies her Bear: a 2/2 with no counters.
func TestH515EachOpponentTokenCopiesCounter(t *testing.T) {
	g := h515Game(t, 3)
	lands(t, g, 0, card.Island, 3)
	br := bf(t, g, 1, h509Brood(t, 1), h509Plus(2))
	bb := bf(t, g, 1, h509Bear(t, "Bob's Bear"))
	cb := bf(t, g, 2, h509Bear(t, "Carol's Bear"))
	gift := hand(t, g, 0, h509Make(t, "Mimic Gift", "{2}{U}", ability.WhoEachOpponent, h509Shifter(t), 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gift))
	passStack(t, g)
	for i := 0; i < 2; i++ {
		d := g.Pending()
		require.Equal(t, game.DecideChooseCard, d.Kind, g.Prompt(game.English))
		switch d.Player {
		case 1:
			h509CopyChoice(t, g, 1, []game.ObjectID{br, bb}, br)
		case 2:
			h509CopyChoice(t, g, 2, []game.ObjectID{cb}, cb)
		default:
			t.Fatalf("unexpected chooser %v", d.Player)
		}
	}
	resolve(t, g, nil)
	bt := h509Tokens(t, g, 1)
	require.Len(t, bt, 1)
	require.Equal(t, 2, counter(t, g, bt[0], game.PlusOne))
	require.Equal(t, [2]int{2, 3}, pt(t, g, bt[0]))
	ct := h509Tokens(t, g, 2)
	require.Len(t, ct, 1)
	require.Zero(t, counter(t, g, ct[0], game.PlusOne))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ct[0]))
}

// 17a. Mercurial Pretender (M15) cast while Alice controls a Bear and a
// Brood Sentinel (0/1 here, "enters with a +1/+1 counter for each
// creature you control") enters as a copy of the Sentinel: the copied
// replacement counts before the Pretender is on the battlefield
// (CR 614.12, 706.5): two counters, a 2/3.
func TestH515PretenderCastCopiesCounter(t *testing.T) {
	g := h515Game(t, 2)
	lands(t, g, 0, card.Island, 5)
	bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	br := bf(t, g, 0, h509Brood(t, 1), h509Plus(2))
	mp := hand(t, g, 0, card.MercurialPretender)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, mp))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{bear, br}, br)
	resolve(t, g, nil)
	id := mustFollow(t, g, mp)
	require.Equal(t, "Brood Sentinel", info(t, g, id).Card.Name)
	require.Equal(t, 2, counter(t, g, id, game.PlusOne))
	require.Equal(t, [2]int{2, 3}, pt(t, g, id))
}

// ---------------------------------------------------------------------
// Part 6. An Aura that becomes a creature

// h515Mantle is "Bright Mantle: {W} Aura, Enchant creature. Enchanted
// creature gets +1/+1."
func h515Mantle(t *testing.T) *card.Definition {
	return h511Aura(t, "Bright Mantle", "{W}", ability.TargetCreature,
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}})
}

// 18. Living Weave: {1}{G} Aura, "Enchant enchantment. Enchanted
// enchantment is a 4/4 creature in addition to its other types." Cast on
// Bright Mantle, on Alice's Bear: the Mantle is a creature Aura, which
// can enchant nothing (CR 303.4d): it is put into the graveyard
// (CR 704.5n); the Weave, then attached to nothing, follows in the next
// check (CR 704.5n, 704.3). The Bear is a 2/2 again.
func TestH515AuraAnimatedByAuraFallsOffBothGo(t *testing.T) {
	weave := h511Aura(t, "Living Weave", "{1}{G}", ability.TargetSpec{Allow: ability.AllowEnchantment},
		[]ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Creature, SetBasePT: true, BasePower: 4, BaseToughness: 4}})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Forest, 2)
	bear := bf(t, g, 0, h509Bear(t, "Grove Bear"))
	m := bf(t, g, 0, h515Mantle(t), game.PutOptions{AttachedTo: bear})
	w := hand(t, g, 0, weave)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
	require.NoError(t, g.Cast(0, w, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 19. Forge Wake ("target artifact becomes a 4/4 artifact creature until
// end of turn") on Alice's Spur Blade equipping her Bear: an Equipment
// that's also a creature can't equip a creature (CR 301.5c); it becomes
// unattached but stays on the battlefield (CR 704.5p), a 4/4, and the
// Bear loses its bonus.
func TestH515AnimatedEquipmentUnattachesStays(t *testing.T) {
	wake := instant(t, "Forge Wake", "{1}", []ability.TargetSpec{{Allow: ability.AllowArtifact}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 4, Toughness: 4, AddTypes: ability.Creature, Duration: ability.UntilEndOfTurn})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	bear := bf(t, g, 0, h509Bear(t, "Grove Bear"))
	bl := bf(t, g, 0, h511Equip(t, "Spur Blade", "{1}", "{1}", 2, 0), game.PutOptions{AttachedTo: bear})
	w := hand(t, g, 0, wake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 2}, pt(t, g, bear))
	require.NoError(t, g.Cast(0, w, obj(bl)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, bl))
	require.Zero(t, info(t, g, bl).AttachedTo)
	require.Equal(t, [2]int{4, 4}, pt(t, g, bl))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// ---------------------------------------------------------------------
// Part 7. A countered spell's last known information

// h515Stern is "Stern Rebuke: {1}{U}{U} instant, Counter target spell.
// Its controller loses 2 life."
func h515Stern(t *testing.T) *card.Definition {
	return instant(t, "Stern Rebuke", "{1}{U}{U}", h515SpellTarget(), ability.Effect{Op: ability.OpCounter, Target: 0},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)})
}

// 20. Two-Headed Giant. Carol's Dart at Alice; Alice's Stern Rebuke at
// it. The Dart is countered, then "its controller" is read from the
// spell as it last existed on the stack (CR 608.2g): Carol loses 2, and
// her team's life total goes from 30 to 28 (CR 810.9). Alice's
// team is untouched.
func TestH515RebukeTwoHeadedTeamLosesTwo(t *testing.T) {
	g := h515TwoHeaded(t)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 2, card.Mountain, 1)
	rb := hand(t, g, 0, h515Stern(t))
	dd := hand(t, g, 2, h515Dart(t))
	require.NoError(t, g.Start(2, 2, game.Main1))
	s := h508Cast(t, g, 2, dd, pl(0))
	h508PassTo(t, g, 0)
	require.NoError(t, g.Cast(0, rb, obj(s)))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Countered(g, s))
	require.Equal(t, []int{30, 30, 28, 28}, lifes(g))
}

// 21. Toll and Tithe: {1}{U} instant, "Counter target spell unless its
// controller pays {2}. That spell's controller loses 2 life." Bob's Dart
// at Alice; Bob declines to pay: the Dart is countered and Bob, its
// controller as it last existed (CR 608.2g), loses 2. When he pays, the
// Dart stays on the stack, he still loses 2 (CR 608.2c), and it then
// deals its 2 to Alice.
func TestH515CounterUnlessPaysThenControllerLoses(t *testing.T) {
	toll := instant(t, "Toll and Tithe", "{1}{U}", h515SpellTarget(),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)})
	for _, pay := range []int{0, 1} {
		g := h515Game(t, 2)
		lands(t, g, 0, card.Island, 2)
		lands(t, g, 1, card.Mountain, 3)
		tl := hand(t, g, 0, toll)
		dd := hand(t, g, 1, h515Dart(t))
		require.NoError(t, g.Start(2, 1, game.Main1))
		s := h508Cast(t, g, 1, dd, pl(0))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Cast(0, tl, obj(s)))
		g.ClearEvents()
		passStack(t, g)
		h508YesNo(t, g, 1, pay)
		resolve(t, g, nil)
		require.Equal(t, pay == 0, h489Countered(g, s), "pay %d", pay)
		require.Equal(t, 18, g.Life(1), "pay %d", pay)
		require.Equal(t, 20-2*pay, g.Life(0), "pay %d", pay)
	}
}

// 22. Bob's Echo Vault ("exile the top card of your library; you may
// cast a copy of it without paying its mana cost") casts a copy of the
// Cinder Dart it exiled, at Alice. Alice's Stern Rebuke counters the
// copy; a copy of a spell countered ceases to exist (CR 706.10a), but
// "its controller" is still read from it as it last existed
// (CR 608.2g): Bob loses 2; Alice takes nothing.
func TestH515RebukeCountersCopyControllerLoses(t *testing.T) {
	vault := sorcery(t, "Echo Vault", "{3}{U}{R}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(1), Filter: ability.Filter{Types: ability.Instant}})
	g := newGame(t, 2)
	put(t, g, 1, zone.Library, h515Dart(t))
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 4)
	lands(t, g, 1, card.Mountain, 1)
	rb := hand(t, g, 0, h515Stern(t))
	v := hand(t, g, 1, vault)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, v))
	passStack(t, g)
	for i := 0; i < 5 && g.Pending().Kind != game.DecidePriority; i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideChooseCard:
			require.NoError(t, g.Apply(chooseObj(1, without0(choices(g))[0])))
		case game.DecideCastCopy:
			var cast *game.Action
			for _, a := range g.LegalActions(nil) {
				if a.Kind == game.ActCast {
					a := a
					cast = &a
					break
				}
			}
			require.NotNil(t, cast)
			require.NoError(t, g.Apply(cast.WithTargets(pl(0))))
		default:
			t.Fatalf("unexpected %v: %s", d.Kind, g.Prompt(game.English))
		}
	}
	require.Equal(t, 1, g.StackLen(), "the copy waits on the stack")
	cp := g.Stack()[0].Source
	h508PassTo(t, g, 0)
	require.NoError(t, g.Cast(0, rb, obj(cp)))
	resolve(t, g, nil)
	require.Zero(t, g.StackLen())
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(1))
}

// 22a. Dissolve Growth: {1}{U}{U} instant, "Counter target spell. You
// gain life equal to its toughness." Against Bob's 2/2 Ox spell: the Ox
// is countered and its toughness is read as it last existed on the
// stack (CR 608.2g): Alice gains 2.
func TestH515CounterThenGainToughness(t *testing.T) {
	dg := instant(t, "Dissolve Growth", "{1}{U}{U}", h515SpellTarget(), ability.Effect{Op: ability.OpCounter, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.TargetToughness}})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Forest, 2)
	d := hand(t, g, 0, dg)
	ox := hand(t, g, 1, h515Ox(t, "Bob's Ox"))
	require.NoError(t, g.Start(2, 1, game.Main1))
	s := h508Cast(t, g, 1, ox)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, d, obj(s)))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Countered(g, s))
	require.Equal(t, []int{22, 20}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 8. "Unless its controller pays {X}"

// h515NullPrism is "Null Prism: {2} artifact, {X}, {T}: Counter target
// spell unless its controller pays {X}."
func h515NullPrism(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Null Prism", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{X}"), Tap: true}, Targets: h515SpellTarget(),
			Effects: []ability.Effect{{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{X}")}}}}})
}

// 23. Null Prism's X is announced as it is activated, and every X of the
// ability on the stack has that value (CR 107.3a, 107.3h). Bob's Dart at
// Alice, one Mountain left to him. With X=2 he can't pay {2} (CR 117.3):
// "yes" is not offered, the prompt says X is 2, and the Dart is
// countered. With X=1 he pays with his Mountain and the Dart deals 2.
func TestH515ActivatedUnlessPaysX(t *testing.T) {
	for _, x := range []int{2, 1} {
		g := h515Game(t, 2)
		np := bf(t, g, 0, h515NullPrism(t))
		lands(t, g, 0, card.Island, 2)
		lands(t, g, 1, card.Mountain, 2)
		dd := hand(t, g, 1, h515Dart(t))
		require.NoError(t, g.Start(2, 1, game.Main1))
		s := h508Cast(t, g, 1, dd, pl(0))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: np, X: x}.WithTargets(obj(s))))
		g.ClearEvents()
		passStack(t, g)
		require.Equal(t, game.DecideYesNo, g.Pending().Kind, g.Prompt(game.English))
		require.Contains(t, g.Prompt(game.English), "(X is "+string(rune('0'+x))+")")
		require.Equal(t, x == 1, h479YesListed(g), "X=%d", x)
		if x == 1 {
			require.NoError(t, g.Apply(choose(1, 1)))
		} else {
			require.Error(t, g.Apply(choose(1, 1)))
			require.NoError(t, g.Apply(choose(1, 0)))
		}
		resolve(t, g, nil)
		require.Equal(t, x == 2, h489Countered(g, s), "X=%d", x)
		if x == 1 {
			require.Equal(t, 18, g.Life(0))
		} else {
			require.Equal(t, 20, g.Life(0))
		}
	}
}

// 24. Two-Headed Giant. Carol's Dart at Alice; Alice's Power Leak ("counter
// target spell unless its controller pays {X}") with X=3. Carol has two
// untapped Mountains, her teammate Dave three: only the spell's
// controller may pay (CR 810.5: a team's mana is not pooled), so she can't, and
// the Dart is countered.
func TestH515PowerLeakTwoHeadedTeammateCantPay(t *testing.T) {
	leak := instant(t, "Power Leak", "{X}{U}", h515SpellTarget(),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{X}")})
	g := h515TwoHeaded(t)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 2, card.Mountain, 3)
	lands(t, g, 3, card.Mountain, 3)
	pw := hand(t, g, 0, leak)
	dd := hand(t, g, 2, h515Dart(t))
	require.NoError(t, g.Start(2, 2, game.Main1))
	s := h508Cast(t, g, 2, dd, pl(0))
	h508PassTo(t, g, 0)
	require.NoError(t, g.CastX(0, pw, 3, obj(s)))
	g.ClearEvents()
	passStack(t, g)
	if g.Pending().Kind == game.DecideYesNo {
		require.Equal(t, game.PlayerID(2), g.Pending().Player)
		require.False(t, h479YesListed(g), "Carol's two Mountains can't pay {3}")
		require.NoError(t, g.Apply(choose(2, 0)))
	}
	resolve(t, g, nil)
	require.True(t, h489Countered(g, s))
	require.Equal(t, 30, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 9. "If you've cast another spell this turn" in a cast trigger

// 25. Mirror Spark: {R} instant, "When you cast this spell, you gain 3
// life if you've cast another spell this turn. Draw a card." The
// condition is read as the trigger resolves (CR 608.2c), and the spell
// whose casting triggered it is no other spell: cast first, Alice gains
// nothing; cast after a Dart, she gains 3.
func TestH515CastThisAnotherSpellCondition(t *testing.T) {
	c := ability.If(ability.YouCastAnotherSpellThisTurn)
	spark := def(t, card.Definition{Name: "Mirror Spark", ManaCost: cost("{R}"), Types: ability.Instant,
		Triggered: []ability.Triggered{{Event: ability.CastThis, Effects: []ability.Effect{
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3), If: &c}}}},
		Spell: ability.Spell{Effects: draw1}})
	for _, first := range []bool{true, false} {
		g := h515Game(t, 2)
		lands(t, g, 0, card.Mountain, 2)
		sp := hand(t, g, 0, spark)
		dd := hand(t, g, 0, h515Dart(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		if !first {
			h508Cast(t, g, 0, dd, pl(1))
			resolve(t, g, nil)
		}
		require.NoError(t, g.Cast(0, sp))
		resolve(t, g, nil)
		if first {
			require.Equal(t, 20, g.Life(0), "first spell")
		} else {
			require.Equal(t, 23, g.Life(0), "after a Dart")
		}
	}
}

// 26. Echo Study ("Whenever you cast a spell, you gain 3 life if you've
// cast another spell this turn"). Alice casts a Dart, and holding
// priority a second Dart: two triggers. Each checks as it resolves
// (CR 608.2c): by then she has cast two spells, each the other's
// "another spell", so each gains 3: 26.
func TestH515CastTriggerConditionReadOnResolution(t *testing.T) {
	c := ability.If(ability.YouCastAnotherSpellThisTurn)
	study := def(t, card.Definition{Name: "Echo Study", ManaCost: cost("{2}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3), If: &c}}}}})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, study)
	d1 := hand(t, g, 0, h515Dart(t))
	d2 := hand(t, g, 0, h515Dart(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h508Cast(t, g, 0, d1, pl(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h508Cast(t, g, 0, d2, pl(1))
	require.Equal(t, 4, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0))
	require.Equal(t, 16, g.Life(1))
}

// 26a. Spell Hound: {1}{U} 2/2 Hound, "Whenever you cast a spell, you gain
// 3 life if you've cast another spell this turn." Alice's Blank Mimic,
// returned by her Grave Lantern (an ability: no spell cast), enters as a
// copy of the Hound and has its ability (CR 706.2). Her first Dart
// triggers both: neither gains (the Dart is the only spell, CR 608.2c);
// her second Dart: both gain, 6 in all.
func TestH515CopiedCastTriggerCondition(t *testing.T) {
	c := ability.If(ability.YouCastAnotherSpellThisTurn)
	hound := def(t, card.Definition{Name: "Spell Hound", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Hound"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.YouCastSpell,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3), If: &c}}}}})
	g := h515Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	hd := bf(t, g, 0, hound)
	ln := bf(t, g, 0, h515Lantern(t))
	m := put(t, g, 0, zone.Graveyard, h515Mimic(t))
	d1 := hand(t, g, 0, h515Dart(t))
	d2 := hand(t, g, 0, h515Dart(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ln, 0, obj(m)))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{hd}, hd)
	resolve(t, g, nil)
	require.Len(t, h509Named(t, g, 0, "Spell Hound"), 2)
	h508Cast(t, g, 0, d1, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "one spell cast")
	h508Cast(t, g, 0, d2, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0), "each trigger sees another spell")
}

// ---------------------------------------------------------------------
// Part 10. What Check refuses

// 27. Verdant Haven's kind with two choices: "Whenever enchanted land is
// tapped for mana, its controller adds one mana of any color and one
// mana of any color" (a triggered mana ability, CR 605.1b) is refused
// at its second choice, as an activated one is; with one choice it is
// accepted.
func TestH515TriggeredManaAbilityTwoChoicesRefused(t *testing.T) {
	mk := func(es ...ability.Effect) card.Definition {
		return card.Definition{Name: "Twin Haven", ManaCost: cost("{2}{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
			Enchant:   ability.TargetSpec{Allow: ability.AllowLand},
			Triggered: []ability.Triggered{{Event: ability.AttachedTappedForMana, Effects: es}}}
	}
	field, err := h515Check(mk(h515AnyOf(mana.AllColors, 1), h515AnyOf(mana.AllColors, 1)))
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Equal(t, "Triggered[0].Effects[1].ManaChoice", field)
	_, err = h515Check(mk(h515AnyOf(mana.AllColors, 1)))
	require.NoError(t, err)
}

// 28. "Enchant creature or player" (CR 303.4a, 702.5d): the engine
// attaches Auras to permanents only, so Check refuses AllowPlayer in an
// Enchant even beside a permanent kind, naming Enchant.Allow.
func TestH515EnchantCreatureOrPlayerRefused(t *testing.T) {
	field, err := h515Check(card.Definition{Name: "Wandering Curse", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowCreature | ability.AllowPlayer}})
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Equal(t, "Enchant.Allow", field)
}

// 29. Object effects on a target that may be a spell: "deals 2 damage to
// target creature or spell" and "tap target permanent or spell" are
// refused at the target (the engine doesn't damage or tap a spell on the
// stack, CR 114.2); "target spell's controller loses 2 life" and "target
// spell's controller draws a card" name the spell's controller and are
// accepted, as is a plain "counter target spell".
func TestH515SpellTargetsOnlyCounteredOrNamed(t *testing.T) {
	spell := func(allow ability.Allow, e ability.Effect) card.Definition {
		return card.Definition{Name: "Spell Test", ManaCost: cost("{U}"), Types: ability.Instant,
			Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: allow}}, Effects: []ability.Effect{e}}}
	}
	for _, d := range []card.Definition{
		spell(ability.AllowCreature|ability.AllowSpell, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}),
		spell(ability.AllowPermanent|ability.AllowSpell, ability.Effect{Op: ability.OpTap, Target: 0}),
	} {
		field, err := h515Check(d)
		require.ErrorIs(t, err, card.ErrInvalidDefinition)
		require.Equal(t, "Spell.Effects[0].Target", field)
	}
	for _, d := range []card.Definition{
		spell(ability.AllowSpell, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)}),
		spell(ability.AllowSpell, ability.Effect{Op: ability.OpDraw, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(1)}),
		spell(ability.AllowSpell, ability.Effect{Op: ability.OpCounter, Target: 0}),
	} {
		_, err := h515Check(d)
		require.NoError(t, err)
	}
}

// 30. "Exile target creature until this leaves the battlefield" is
// refused on an instant (a spell is never on the battlefield, CR 610.3)
// and accepted on a creature's "when this enters" trigger.
func TestH515ExileUntilLeavesOnlyFromPermanents(t *testing.T) {
	ex := ability.Effect{Op: ability.OpExileUntilLeaves, Target: 0}
	field, err := h515Check(card.Definition{Name: "Brief Banishment", ManaCost: cost("{1}{W}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{ex}}})
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Equal(t, "Spell.Effects[0].Op", field)
	_, err = h515Check(card.Definition{Name: "Oath Keeper", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{ex}}}})
	require.NoError(t, err)
}

// ---------------------------------------------------------------------
// Faults this review found, fixed

// D1. Scorched Cove ("{T}: Add one mana of any color. Scorched Cove deals
// 1 damage to you. / {T}: Add {U}.") pays Alice's {1} artifact. Any mana
// pays generic (CR 107.4b, 601.2h), and the {U} ability makes it without
// damage; the engine, choosing the mana abilities for her (CR 601.2g),
// documents that "a source with a painless ability that makes the same
// mana uses that one". (It used to tap the painful ability for {W}.)
func TestH515PainlessAbilityForGeneric(t *testing.T) {
	g := h515Game(t, 2)
	bf(t, g, 0, h515Cove(t))
	a := hand(t, g, 0, h515Trinket(t, "{1}"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a))
	require.Equal(t, 20, g.Life(0))
}

// h515Lantern is "Grave Lantern: {2} artifact, {T}: Return target
// creature card from your graveyard to the battlefield."
func h515Lantern(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Grave Lantern", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
			Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpPutOntoBattlefield}}}}})
}

// D3. Shard Ritual: {1} sorcery, "Add {C}{C} or {R}{R}" (OpAddMana with
// ManaChoice {C} and {R}, Amount 2, which Check accepts). Colourless is
// one of the six types of mana (CR 106.1b) and the choice is Alice's as
// the spell resolves (CR 608.2d); the mana ability "{T}: Add {C} or {R}"
// lets her choose {C}. (The resolving spell's DecideColor used to offer
// only red.)
func TestH515ColorlessChoiceOnResolution(t *testing.T) {
	ritual := sorcery(t, "Shard Ritual", "{1}", nil, h515AnyOf(mana.SetOf(mana.Colorless, mana.Red), 2))
	g := h515Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	r := hand(t, g, 0, ritual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	got := false
	for _, a := range g.LegalActions(nil) {
		if a.Choice == int(mana.Colorless) {
			require.Equal(t, "Color: colorless", g.Describe(a, game.English))
		}
		x := g.Clone()
		require.NoError(t, x.Apply(a))
		resolve(t, x, nil)
		got = got || x.Pool(0).Amount(mana.Colorless) == 2
	}
	require.True(t, got, "some answer gives {C}{C}")
}
