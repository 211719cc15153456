package card_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 45-th set: the consistency of the list of legal actions
// with what Apply, Cast and Activate accept (CR 116.1, 601.2, 602.2,
// 305.1). Cards of one's own with mana sources that carry restrictions
// (CR 106.6, 602.5b, 602.5d), convoke (CR 702.50), X costs (CR 107.3),
// additional costs (CR 601.2b, 601.2h), hybrid symbols (CR 107.4e),
// activation taxes (CR 601.2f), "only as a sorcery", "only once each
// turn" and "only if" (CR 602.5), loyalty abilities (CR 606), flash
// (CR 702.8), targets with filters (CR 114), tapped and summoning-sick
// creatures (CR 302.6), lands played this turn (CR 305.2), a non-empty
// stack (CR 307.1), other players' turns, free-for-all and Two-Headed
// Giant (CR 805, 810). Each position is checked both ways by one probe:
// every action LegalActions and OtherActions list is accepted on a clone
// of the game, and every action of a generated family of near misses
// (each card and ability with each X and each target) that Apply
// accepts is, in canonical form, one of the listed ones; what Apply
// refuses leaves the game unchanged (same fingerprint) and comes as a
// *game.RuleError naming its rule.

// ---------------------------------------------------------------------
// Helpers

// h527Listed is LegalActions followed by OtherActions without the
// concessions.
func h527Listed(g *game.Game) []game.Action {
	out := g.LegalActions(nil)
	for _, a := range g.OtherActions(nil) {
		if a.Kind != game.ActConcede {
			out = append(out, a)
		}
	}
	return out
}

// h527Has reports whether a is among list.
func h527Has(list []game.Action, a game.Action) bool {
	for _, b := range list {
		if a.Equal(b) {
			return true
		}
	}
	return false
}

// h527Objects are the IDs of every object in the hands, graveyards and
// battlefield of every player, and of every spell on the stack.
func h527Objects(g *game.Game) []game.ObjectID {
	var ids []game.ObjectID
	for p := 0; p < g.NumPlayers(); p++ {
		for _, z := range []zone.Kind{zone.Battlefield, zone.Hand, zone.Graveyard} {
			ids = append(ids, g.Zone(game.PlayerID(p), z)...)
		}
	}
	for _, e := range g.Stack() {
		ids = append(ids, e.Source)
	}
	return ids
}

// h527TargetLists are the lists of n targets a probe tries: every
// player and object for one target, every ordered pair for two.
func h527TargetLists(g *game.Game, n int) [][]game.Target {
	var all []game.Target
	for p := 0; p < g.NumPlayers(); p++ {
		all = append(all, pl(game.PlayerID(p)))
	}
	for _, id := range h527Objects(g) {
		all = append(all, obj(id))
	}
	switch n {
	case 0:
		return [][]game.Target{nil}
	case 1:
		out := [][]game.Target{{obj(0)}}
		for _, t := range all {
			out = append(out, []game.Target{t})
		}
		return out
	case 2:
		var out [][]game.Target
		for _, a := range append([]game.Target{obj(0)}, all...) {
			for _, b := range append([]game.Target{obj(0)}, all...) {
				out = append(out, []game.Target{a, b})
			}
		}
		return out
	}
	return nil
}

// h527Candidates are the near-miss actions a probe tries at a priority:
// for each player (of players, or all when nil), each land play, each
// cast of each card in hand or graveyard and each activation of each
// ability of each object, with X from 0 to 4 (0 and 1 without {X}) and
// every list of targets of the right length (and, for casts, one too
// long), Discard unset or naming a card in hand.
func h527Candidates(g *game.Game, players []game.PlayerID) []game.Action {
	var out []game.Action
	if players == nil {
		for p := 0; p < g.NumPlayers(); p++ {
			players = append(players, game.PlayerID(p))
		}
	}
	for _, pid := range players {
		for _, id := range h527Objects(g) {
			o, ok := g.Object(id)
			if !ok {
				continue
			}
			out = append(out, game.Action{Kind: game.ActPlayLand, Player: pid, Object: id})
			if o.Zone == zone.Hand || o.Zone == zone.Graveyard {
				n := len(o.Card.Spell.Targets)
				for x := 0; x <= 4; x++ {
					if x > 1 && !o.Card.ManaCost.HasX() {
						break
					}
					ms := []int{n}
					if n == 0 {
						ms = append(ms, 1)
					}
					for _, m := range ms {
						for _, ts := range h527TargetLists(g, m) {
							out = append(out, game.Action{Kind: game.ActCast, Player: pid, Object: id, X: x}.WithTargets(ts...))
						}
					}
				}
			}
			if o.Zone == zone.Hand {
				continue
			}
			if o.Zone == zone.Battlefield {
				for k := 0; k < 3; k++ {
					for c := mana.Color(0); c < mana.NumTypes; c++ {
						out = append(out, game.Action{Kind: game.ActActivateMana, Player: pid, Object: id, Ability: k, Color: c})
					}
				}
			}
			for k := 0; k < 4; k++ {
				ab, ok := g.ActivatedAbility(id, k)
				if !ok {
					out = append(out, game.Action{Kind: game.ActActivate, Player: pid, Object: id, Ability: k})
					break
				}
				hasX := ab.Cost.Mana.HasX() || ab.Cost.RemoveCountersX != ""
				for x := 0; x <= 4; x++ {
					if x > 1 && !hasX {
						break
					}
					for _, ts := range h527TargetLists(g, len(ab.Targets)) {
						a := game.Action{Kind: game.ActActivate, Player: pid, Object: id, Ability: k, X: x}.WithTargets(ts...)
						out = append(out, a)
						if ab.Cost.Discard > 0 {
							for _, h := range g.Zone(pid, zone.Hand) {
								a.Discard = h
								out = append(out, a)
							}
						}
					}
				}
			}
		}
	}
	return out
}

// h527Refused requires err, an Apply's refusal, to be a *game.RuleError
// that names a rule (or says the action is malformed or not this
// player's decision, which no rule decides).
func h527Refused(t *testing.T, a game.Action, err error) {
	t.Helper()
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "refusal of %+v is not a RuleError: %v", a, err)
	require.True(t, errors.Is(err, game.ErrIllegal), "refusal of %+v does not wrap ErrIllegal: %v", a, err)
	if errors.Is(err, game.ErrMalformed) || errors.Is(err, game.ErrNotYourDecision) || errors.Is(err, game.ErrNoObject) {
		return
	}
	require.NotEmpty(t, re.Rule, "refusal of %+v names no rule: %v", a, err)
}

// h527Probe checks g's pending decision both ways and returns the
// listing (see the file's comment): every listed action is accepted on a
// clone; clones and copies list the same; every near miss Apply accepts
// is listed in canonical form (a convoke payment, which the listing
// represents, aside); every refusal changes nothing and cites a rule.
func h527Probe(t *testing.T, g *game.Game) []game.Action {
	t.Helper()
	require.NoError(t, g.VerifyCaches())
	list := h527Listed(g)
	fp := g.Fingerprint()
	for _, a := range list {
		c := g.Clone()
		require.NoError(t, c.Apply(a), "listed but refused: %+v", a)
	}
	c := g.Clone()
	require.Equal(t, fmt.Sprint(list), fmt.Sprint(h527Listed(c)), "a clone lists the same")
	if g.Pending().Kind != game.DecidePriority {
		h527ProbeAnswers(t, g, list, fp)
		return list
	}
	var who []game.PlayerID
	if g.NumPlayers() > 2 {
		// The deciding player (and a teammate) and the next one.
		d := g.Pending().Player
		who = []game.PlayerID{d, (d + 1) % game.PlayerID(g.NumPlayers()), (d + 2) % game.PlayerID(g.NumPlayers())}
	}
	c = g.Clone()
	for _, a := range h527Candidates(g, who) {
		err := c.Apply(a)
		if err == nil {
			if a.Convoke == nil {
				require.True(t, h527Has(list, g.Canonical(a)), "accepted but not listed: %+v (canonical %+v)", a, g.Canonical(a))
			}
			c = g.Clone()
			continue
		}
		h527Refused(t, a, err)
		require.Equal(t, fp, c.Fingerprint(), "refused %+v (%v) but changed the game", a, err)
	}
	require.Equal(t, fp, g.Fingerprint())
	return list
}

// h527ProbeAnswers tries, for a decision other than priority, the
// answers of the deciding player: ActChoose with each Choice from 0 to 5
// and each object, ActChooseTargets with each list of up to two targets,
// ActDiscard with each card in hand. What Apply accepts is listed (in
// canonical form); what it refuses leaves the game unchanged.
func h527ProbeAnswers(t *testing.T, g *game.Game, list []game.Action, fp uint64) {
	t.Helper()
	d := g.Pending()
	var cands []game.Action
	for c := 0; c <= 5; c++ {
		cands = append(cands, choose(d.Player, c))
	}
	for _, id := range h527Objects(g) {
		cands = append(cands, chooseObj(d.Player, id), game.Action{Kind: game.ActDiscard, Player: d.Player, Object: id})
	}
	for n := 0; n <= 2; n++ {
		for _, ts := range h527TargetLists(g, n) {
			cands = append(cands, targets(d.Player, ts...))
		}
	}
	c := g.Clone()
	for _, a := range cands {
		err := c.Apply(a)
		if err == nil {
			require.True(t, h527Has(list, g.Canonical(a)), "%v: accepted but not listed: %+v", d.Kind, a)
			c = g.Clone()
			continue
		}
		h527Refused(t, a, err)
		require.Equal(t, fp, c.Fingerprint(), "refused %+v (%v) but changed the game", a, err)
	}
}

// h527Refuse applies a to g, which must refuse it with a RuleError citing
// rule (as Rule or among Also) and leave g unchanged.
func h527Refuse(t *testing.T, g *game.Game, a game.Action, rule string) {
	t.Helper()
	fp := g.Fingerprint()
	err := g.Apply(a)
	require.Error(t, err, "%+v must be refused", a)
	h527Refused(t, a, err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.Contains(t, ", "+re.Rule+", "+re.Also+",", ", "+rule+",", "%+v refused citing %v, not CR %s", a, err, rule)
	require.Equal(t, fp, g.Fingerprint(), "a refusal changes nothing")
	require.False(t, h527Has(h527Listed(g), g.Canonical(a)), "refused %+v is listed", a)
}

// h527Walk plays n decisions of g at random among the listed actions
// (seeded), probing each decision.
func h527Walk(t *testing.T, g *game.Game, n int, seed int64) {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	for i := 0; i < n && !g.Over(); i++ {
		list := h527Probe(t, g)
		a := list[r.Intn(len(list))]
		if len(list) > 1 && a.Kind == game.ActPass && r.Intn(3) > 0 {
			a = list[1+r.Intn(len(list)-1)]
		}
		require.NoError(t, g.Apply(a), "step %d: %+v", i, a)
	}
}

// h527Copies are g, a clone and a game loaded from g's save.
func h527Copies(t *testing.T, g *game.Game, defs ...*card.Definition) []*game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	cat, err := card.NewCatalog(append(card.Default().All(), defs...)...)
	require.NoError(t, err)
	l, err := game.Load(&b, cat)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	return []*game.Game{g, g.Clone(), l}
}

// h527Game is a game of n players with libraries of Plains.
func h527Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 8)
	return g
}

// h527Act is ActActivate of ability n of id with X and targets.
func h527Act(p game.PlayerID, id game.ObjectID, n, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x}.WithTargets(ts...)
}

// h527Cast is ActCast of id with X and targets.
func h527Cast(p game.PlayerID, id game.ObjectID, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActCast, Player: p, Object: id, X: x}.WithTargets(ts...)
}

var _ = ability.OpDamage

// h527Crt is a checked creature card with subtype sub and the given
// extra fields.
func h527Crt(t *testing.T, name, mc string, p, tg int, sub string, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Creature
	if sub != "" {
		d.Subtypes = []string{sub}
	}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h527Hive is a land: "{T}: Add one mana of any color. Spend this mana
// only to cast a Kithkin spell."
func h527Hive(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Kithkin Hearth", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors,
			Amount: ability.N(1), SpendOnlySubtype: "Kithkin"}}}}})
}

// h527Dmg is "deals a damage to target t".
func h527Dmg(tgt int, a ability.Amount) ability.Effect {
	return ability.Effect{Op: ability.OpDamage, Target: tgt, Amount: a}
}

// ---------------------------------------------------------------------
// Part 1. Mana with restrictions, hybrid symbols, X

// 1. Kithkin Hearth (restricted mana, CR 106.6) and a Plains. Hearth
// Warden, {G/W}{G/W} Kithkin 2/2: its hybrid symbols are paid with {W}
// from the Plains and any colour from the Hearth (CR 107.4e, 106.6), so it
// is castable and listed. Plains Scout, {1}{W} non-Kithkin, can't use the
// Hearth's mana (CR 106.6): not listed, refused (CR 601.2h, 117.3).
// Every listed action is accepted, every near miss accepted is listed.
func TestH527RestrictedManaHybrid(t *testing.T) {
	warden := h527Crt(t, "Hearth Warden", "{G/W}{G/W}", 2, 2, "Kithkin", card.Definition{})
	scout := h527Crt(t, "Plains Scout", "{1}{W}", 2, 1, "Soldier", card.Definition{})
	g := h527Game(t, 2)
	bf(t, g, 0, h527Hive(t))
	bf(t, g, 0, card.Plains)
	w := hand(t, g, 0, warden)
	s := hand(t, g, 0, scout)
	require.NoError(t, g.Start(2, 0, game.Main1))
	list := h527Probe(t, g)
	require.True(t, h527Has(list, h527Cast(0, w, 0)), "CR 106.6: the Hearth's mana pays for a Kithkin spell")
	require.False(t, h527Has(list, h527Cast(0, s, 0)))
	h527Refuse(t, g, h527Cast(0, s, 0), "601.2h")
	require.NoError(t, g.Apply(h527Cast(0, w, 0)))
	h527Probe(t, g)
}

// 2. Searing Flux, {X}{R} instant: "Searing Flux deals X damage to target
// creature or player", with Kithkin Hearth and one Mountain. The Hearth's
// mana can't pay for a non-Kithkin spell, X included (CR 106.6): X is 0
// at most (CR 107.3a, 601.2f), each target listed with X = 0, X = 1
// refused as unpayable (CR 601.2h). A floating {R} in the pool (CR 106.4)
// raises it to 1 after the Mountain is tapped by hand (CR 605.3a).
func TestH527XWithRestrictedMana(t *testing.T) {
	flux := instant(t, "Searing Flux", "{X}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, h527Dmg(0, ability.X))
	g := h527Game(t, 2)
	bf(t, g, 0, h527Hive(t))
	m := bf(t, g, 0, card.Mountain)
	m2 := bf(t, g, 0, card.Mountain, game.PutOptions{Tapped: true})
	_ = m2
	f := hand(t, g, 0, flux)
	require.NoError(t, g.Start(2, 0, game.Main1))
	list := h527Probe(t, g)
	require.True(t, h527Has(list, h527Cast(0, f, 0, pl(1))))
	require.False(t, h527Has(list, h527Cast(0, f, 1, pl(1))))
	h527Refuse(t, g, h527Cast(0, f, 1, pl(1)), "601.2h")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: m}))
	list = h527Probe(t, g)
	require.True(t, h527Has(list, h527Cast(0, f, 0, pl(1))), "the floating {R} pays {X}{R} with X = 0")
	require.False(t, h527Has(list, h527Cast(0, f, 1, pl(1))))
}

// 3. Gathered Chorus, {3}{G/W} sorcery with convoke: "You gain 4 life."
// Alice has a Forest and three creatures: a summoning-sick green Elf, a
// colourless artifact Myr and a tapped white Kithkin. Convoke may tap the
// sick Elf (it is a cost, not a {T} ability: CR 702.50a, 302.6) and the
// Myr for generic mana; the tapped Kithkin can't be tapped (CR 702.50a).
// With the Forest's {G} that is three mana of four: the spell can't be
// cast (CR 601.2h). Untapped, the Kithkin pays the hybrid {G/W}
// (CR 107.4e, 702.50a): the Forest, the Elf and the Myr pay {3}.
func TestH527ConvokeHybridSickAndTapped(t *testing.T) {
	chorus := def(t, card.Definition{Name: "Gathered Chorus", ManaCost: cost("{3}{G/W}"), Types: ability.Sorcery,
		Keywords: ability.Convoke, Spell: ability.Spell{Effects: gain(4)}})
	elf := h527Crt(t, "Hearth Elf", "{G}", 1, 1, "Elf", card.Definition{})
	myr := def(t, card.Definition{Name: "Copper Myr Shell", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Myr"}, Power: C(1), Toughness: C(1)})
	kith := h527Crt(t, "Hearth Kithkin", "{W}", 1, 1, "Kithkin", card.Definition{})
	for _, tapped := range []bool{true, false} {
		g := h527Game(t, 2)
		fo := bf(t, g, 0, card.Forest)
		e := bf(t, g, 0, elf, game.PutOptions{Sick: true})
		my := bf(t, g, 0, myr)
		k := bf(t, g, 0, kith, game.PutOptions{Tapped: tapped})
		c := hand(t, g, 0, chorus)
		require.NoError(t, g.Start(2, 0, game.Main1))
		list := h527Probe(t, g)
		cast := game.Action{Kind: game.ActCast, Player: 0, Object: c, Convoke: []game.ObjectID{e, my, k}}
		casts := 0
		for _, a := range list {
			if a.Kind == game.ActCast && a.Object == c {
				casts++
			}
		}
		if tapped {
			require.Zero(t, casts, "three mana of four")
			h527Refuse(t, g, cast, "702.50a")
			continue
		}
		require.NotZero(t, casts)
		// The Forest and the Myr alone leave {2} unpaid (CR 601.2h).
		h527Refuse(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: c, Convoke: []game.ObjectID{my}}, "702.50a")
		require.NoError(t, g.Apply(cast))
		require.True(t, info(t, g, fo).Tapped)
		require.True(t, info(t, g, e).Tapped)
		resolve(t, g, nil)
		require.Equal(t, 24, g.Life(0))
	}
}

// 4. Scrap Offering, {1} sorcery: "As an additional cost to cast this
// spell, sacrifice an artifact. Draw two cards." Alice's only permanent
// is Copper Rock, an artifact with "{T}: Add {C}". She may tap the Rock
// for mana while casting and then sacrifice it (CR 601.2g comes before
// 601.2h; a tapped permanent can be sacrificed, CR 701.15a): the cast is
// legal and listed.
func TestH527SacrificeTheRockThatPaid(t *testing.T) {
	offering := def(t, card.Definition{Name: "Scrap Offering", ManaCost: cost("{1}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Artifact}, Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}}})
	rock := def(t, card.Definition{Name: "Copper Rock", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{ability.TapForMana(mana.Colorless)}})
	g := h527Game(t, 2)
	r := bf(t, g, 0, rock)
	o := hand(t, g, 0, offering)
	require.NoError(t, g.Start(2, 0, game.Main1))
	list := h527Probe(t, g)
	require.True(t, h527Has(list, h527Cast(0, o, 0)), "CR 601.2g-h: tap the Rock, then sacrifice it")
	require.NoError(t, g.Apply(h527Cast(0, o, 0)))
	if g.Pending().Kind == game.DecideSacrifice {
		h527Probe(t, g)
		require.NoError(t, g.Apply(chooseObj(0, r)))
	}
	require.True(t, gone(g, r))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
}

// ---------------------------------------------------------------------
// Part 2. A pool of cards of one's own, played at random and probed at
// every decision

// h527Pool is a pool of checked cards of one's own that combine costs,
// restrictions and timings:
//   - Kithkin Hearth, Hearth Warden, Searing Flux, Gathered Chorus,
//     Scrap Offering, Copper Rock as above;
//   - Tollkeeper's Chain, {1}{B} Aura: "Activated abilities of enchanted
//     creature cost {2} more to activate";
//   - Quarry Sentry, {1}{R} 1/3: "{T}: 1 damage to target creature an
//     opponent controls. / {1}, Sacrifice a land: You gain 2 life.
//     Activate only as a sorcery. / {R}: +1/+0 until end of turn.
//     Activate only once each turn.";
//   - Hedge Witch, {1}{G} planeswalker (Witch), loyalty 3: "+1: You gain
//     2 life. / −2: 2 damage to target creature. / −X: X damage to target
//     player.";
//   - Veil Stalker, {1}{U} 2/1 flash;
//   - Ledger Clerk, {U} 1/1: "{1}, Discard a land card: Draw a card.";
//   - Sun Dial, {1} artifact: "{T}: Add {W}. Activate only as a sorcery.";
//   - Dawn Sprite, {G} 1/1: "{T}: Add {G}.";
//   - Echo Burst, {R} instant: "Cast only if you've cast another spell
//     this turn. 1 damage to target creature or player.";
//   - Mighty Boon, {W} instant: "Target creature you control with power
//     3 or greater gets +2/+2 until end of turn.";
//   - Pact Ward, {1}{W} 1/1 with "{2}, Pay 2 life: Pact Ward gains
//     hexproof until end of turn."
func h527Pool(t *testing.T) []*card.Definition {
	t.Helper()
	hearth := h527Hive(t)
	warden := h527Crt(t, "Hearth Warden", "{G/W}{G/W}", 2, 2, "Kithkin", card.Definition{})
	flux := instant(t, "Searing Flux", "{X}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, h527Dmg(0, ability.X))
	chorus := def(t, card.Definition{Name: "Gathered Chorus", ManaCost: cost("{3}{G/W}"), Types: ability.Sorcery,
		Keywords: ability.Convoke, Spell: ability.Spell{Effects: gain(4)}})
	offering := def(t, card.Definition{Name: "Scrap Offering", ManaCost: cost("{1}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Artifact}, Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}}})
	rock := def(t, card.Definition{Name: "Copper Rock", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{ability.TapForMana(mana.Colorless)}})
	chain := def(t, card.Definition{Name: "Tollkeeper's Chain", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, ActivationTax: 2}}})
	sentry := h527Crt(t, "Quarry Sentry", "{1}{R}", 1, 3, "Human", card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{h527Dmg(0, ability.N(1))}},
		{Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Land}}, Timing: ability.SorcerySpeed, Effects: gain(2)},
		{Cost: ability.Cost{Mana: cost("{R}")}, OncePerTurn: true, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1}}},
	}})
	witch := def(t, card.Definition{Name: "Hedge Witch", ManaCost: cost("{1}{G}"), Types: ability.Planeswalker,
		Subtypes: []string{"Witch"}, Loyalty: 3, Activated: []ability.Activated{
			{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(2)},
			{Loyalty: true, Cost: ability.Cost{Loyalty: -2}, Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{h527Dmg(0, ability.N(2))}},
			{Loyalty: true, Cost: ability.Cost{RemoveCountersX: "loyalty"}, Targets: []ability.TargetSpec{ability.TargetPlayer}, Effects: []ability.Effect{h527Dmg(0, ability.X)}},
		}})
	stalker := h527Crt(t, "Veil Stalker", "{1}{U}", 2, 1, "Faerie", card.Definition{Keywords: ability.Flash})
	clerk := h527Crt(t, "Ledger Clerk", "{U}", 1, 1, "Human", card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Land}, Effects: draw1}}})
	var white mana.Pool
	white.Add(mana.White, 1)
	dial := def(t, card.Definition{Name: "Sun Dial", ManaCost: cost("{1}"), Types: ability.Artifact, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Timing: ability.SorcerySpeed, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: white}}}}})
	sprite := h527Crt(t, "Dawn Sprite", "{G}", 1, 1, "Faerie", card.Definition{Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	echo := def(t, card.Definition{Name: "Echo Burst", ManaCost: cost("{R}"), Types: ability.Instant,
		CastOnlyIf: ability.Condition{Kind: ability.YouCastAnotherSpellThisTurn},
		Spell:      ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{h527Dmg(0, ability.N(1))}}})
	boon := instant(t, "Mighty Boon", "{W}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide, MinPower: 3}}},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2})
	ward := h527Crt(t, "Pact Ward", "{1}{W}", 1, 1, "Cleric", card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{2}"), Life: 2}, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Keywords: ability.Hexproof}}}}})
	return []*card.Definition{hearth, warden, flux, chorus, offering, rock, chain, sentry, witch, stalker, clerk, dial, sprite, echo, boon, ward}
}

// h527Deal sets up g for a walk: every player gets a Mountain, a Plains,
// a Forest, an Island, a Swamp, and from the pool (cycled by seat) some
// permanents on the battlefield and six cards in hand, the rest of the
// library Plains.
func h527Deal(t *testing.T, g *game.Game, pool []*card.Definition) {
	t.Helper()
	for p := 0; p < g.NumPlayers(); p++ {
		pid := game.PlayerID(p)
		for _, l := range []*card.Definition{card.Mountain, card.Plains, card.Forest, card.Island, card.Swamp} {
			bf(t, g, pid, l)
		}
		for i := 0; i < 4; i++ {
			d := pool[(p*5+i*3)%len(pool)]
			if d.IsLand() || d.Types&(ability.Instant|ability.Sorcery) != 0 || len(d.Subtypes) > 0 && d.Subtypes[0] == "Aura" {
				hand(t, g, pid, d)
				continue
			}
			bf(t, g, pid, d, game.PutOptions{Sick: i%2 == 0})
		}
		for i := 0; i < 6; i++ {
			hand(t, g, pid, pool[(p*7+i*5+1)%len(pool)])
		}
	}
	libs(t, g, 10)
}

// 5. Two players, three players and Two-Headed Giant: the pool dealt and
// played at random, every decision probed both ways (CR 116.1, 601.2,
// 602.2, 305.1, 805.5).
func TestH527PoolWalks(t *testing.T) {
	pool := h527Pool(t)
	for _, tc := range []struct {
		n       int
		variant game.Variant
		seeds   int64
	}{{2, game.FreeForAll, 2}, {3, game.FreeForAll, 1}, {4, game.TwoHeadedGiant, 1}} {
		for seed := int64(1); seed <= tc.seeds; seed++ {
			t.Run(fmt.Sprintf("%d-%v-%d", tc.n, tc.variant, seed), func(t *testing.T) {
				cfg := game.Config{Seed: uint64(seed), Rules: game.Rules{Variant: tc.variant}}
				for i := 0; i < tc.n; i++ {
					cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i]})
				}
				g, err := game.NewEmpty(cfg)
				require.NoError(t, err)
				h527Deal(t, g, pool)
				require.NoError(t, g.Start(2, 0, game.Upkeep))
				h527Walk(t, g, 60, seed)
			})
		}
	}
}

// h527PoolB is a second pool, of targets and stack interaction:
//   - Tithe Bell, {1}{W} enchantment: "Whenever a creature enters the
//     battlefield under your control, you may pay {1}. If you do, you
//     gain 2 life.";
//   - Spell Snare, {U}{U} instant: "Counter target noncreature spell.";
//   - Tax Query, {1}{U} instant: "Counter target spell unless its
//     controller pays {2}.";
//   - Twin Sparks, {1}{R} instant: "1 damage to each of up to two target
//     creatures.";
//   - Rally Banner, {X}{W} sorcery: "X target creatures get +1/+1 until
//     end of turn.";
//   - Burning Grip, {R} Aura: "Enchanted creature has '{T}: 1 damage to
//     target player.'";
//   - Sky Warden, {2}{W} 2/2 flying with protection from red;
//   - Veiled Adept, {1}{G} 2/2 hexproof;
//   - Ember Seer, {R} 1/1: "{1}{R}: Exile the top card of your library.
//     You may play it this turn.";
//   - Twilight Quarry, land that enters tapped: "{T}: Add {B} or {R}.";
//   - Grave Whisper, {1}{B} 2/1: "{2}{B}: Return Grave Whisper from your
//     graveyard to your hand.";
//   - Bolt Kin, {R} 1/1 with "{R}, Sacrifice Bolt Kin: 1 damage to target
//     creature or player."
func h527PoolB(t *testing.T) []*card.Definition {
	t.Helper()
	bell := def(t, card.Definition{Name: "Tithe Bell", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match:   ability.Filter{Types: ability.Creature, Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2), Optional: true, PayMana: cost("{1}")}}}}})
	snare := instant(t, "Spell Snare", "{U}{U}", []ability.TargetSpec{ability.TargetNoncreatureSpell}, ability.Effect{Op: ability.OpCounter, Target: 0})
	query := instant(t, "Tax Query", "{1}{U}", []ability.TargetSpec{ability.TargetSpell},
		ability.Effect{Op: ability.OpCounterUnlessPays, PayMana: cost("{2}")})
	up := ability.TargetSpec{Allow: ability.AllowCreature, Optional: true}
	sparks := instant(t, "Twin Sparks", "{1}{R}", []ability.TargetSpec{up, up}, h527Dmg(0, ability.N(1)), h527Dmg(1, ability.N(1)))
	x := ability.TargetSpec{Allow: ability.AllowCreature, Set: true}
	banner := def(t, card.Definition{Name: "Rally Banner", ManaCost: cost("{X}{W}"), Types: ability.Sorcery, Spell: ability.Spell{
		Targets: []ability.TargetSpec{x, x, x, x}, XTargets: true, Effects: []ability.Effect{
			{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1}, {Op: ability.OpModify, Target: 1, Power: 1, Toughness: 1},
			{Op: ability.OpModify, Target: 2, Power: 1, Toughness: 1}, {Op: ability.OpModify, Target: 3, Power: 1, Toughness: 1}}}})
	grip := def(t, card.Definition{Name: "Burning Grip", ManaCost: cost("{R}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{
			Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer}, Effects: []ability.Effect{h527Dmg(0, ability.N(1))}}}}})
	warden := h527Crt(t, "Sky Warden", "{2}{W}", 2, 2, "Bird", card.Definition{Keywords: ability.Flying,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red)}}})
	adept := h527Crt(t, "Veiled Adept", "{1}{G}", 2, 2, "Elf", card.Definition{Keywords: ability.Hexproof})
	seer := h527Crt(t, "Ember Seer", "{R}", 1, 1, "Shaman", card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{1}{R}")}, Effects: []ability.Effect{{Op: ability.OpExileTopMayPlay, Amount: ability.N(1)}}}}})
	quarry := def(t, card.Definition{Name: "Twilight Quarry", Types: ability.Land, Restrictions: ability.EntersTapped,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana,
			ManaChoice: mana.SetOf(mana.Black, mana.Red), Amount: ability.N(1)}}}}})
	whisper := h527Crt(t, "Grave Whisper", "{1}{B}", 2, 1, "Spirit", card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{2}{B}")}, FromGraveyard: true, Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	kin := h527Crt(t, "Bolt Kin", "{R}", 1, 1, "Elemental", card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{R}"), SacrificeSelf: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{h527Dmg(0, ability.N(1))}}}})
	return []*card.Definition{bell, snare, query, sparks, banner, grip, warden, adept, seer, quarry, whisper, kin}
}

// 5b. The second pool, two players, played at random and probed at every
// decision: spells on the stack as targets (CR 114.1, 601.2c), "up to
// two" and X targets (CR 601.2c), protection and hexproof (CR 702.16b,
// 702.11b), a granted {T} ability (CR 602.1, 302.6), play from exile
// (CR 601.3), abilities from the graveyard, payments asked during a
// resolution (CR 608.2f).
func TestH527PoolBWalks(t *testing.T) {
	pool := h527PoolB(t)
	for seed := int64(1); seed <= 2; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			g, err := game.NewEmpty(game.Config{Seed: uint64(seed), Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
			require.NoError(t, err)
			h527Deal(t, g, pool)
			for p := game.PlayerID(0); p < 2; p++ {
				for _, d := range pool {
					put(t, g, p, zone.Library, d)
				}
				put(t, g, p, zone.Graveyard, pool[10])
			}
			require.NoError(t, g.Start(2, 0, game.Upkeep))
			h527Walk(t, g, 70, seed)
		})
	}
}

// ---------------------------------------------------------------------
// Part 3. Positions

// h527Vale is a land: "{T}: Add {G}. / {1}: Until end of turn, Waking
// Vale becomes a 2/2 Elemental creature. It's still a land."
func h527Vale(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Waking Vale", Types: ability.Land, Activated: []ability.Activated{
		ability.TapForMana(mana.Green),
		{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpBecome, Subject: ability.SubjectSelf,
			Power: 2, Toughness: 2, AddTypes: ability.Creature, AddSubtype: "Elemental"}}},
	}})
}

// 6. Waking Vale played this turn and animated: it is now a creature
// Alice has not controlled continuously since her turn began, so its {T}
// mana ability can't be activated (CR 302.6, 605.3a): not listed among
// the mana activations, refused by hand, and automatic payment can't tap
// it for a {G} spell (CR 601.2g). The second Vale, there since before the
// turn and animated too, is not summoning sick (CR 302.6 reads control,
// not creature-ness): its mana pays.
func TestH527AnimatedLandPlayedThisTurn(t *testing.T) {
	vale := h527Vale(t)
	sprout := instant(t, "Green Sprout", "{G}", nil, gain(1)...)
	g := h527Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	old := bf(t, g, 0, vale)
	v := hand(t, g, 0, vale)
	sp := hand(t, g, 0, sprout)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, v))
	v = g.Zone(0, zone.Battlefield)[len(g.Zone(0, zone.Battlefield))-1]
	require.Equal(t, vale, info(t, g, v).Card)
	// Animate both with the Plains.
	require.NoError(t, g.Activate(0, v, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, old, 0))
	resolve(t, g, nil)
	require.NotZero(t, info(t, g, v).Types&ability.Creature)
	require.True(t, info(t, g, v).SummoningSick)
	require.False(t, info(t, g, old).SummoningSick, "CR 302.6: controlled since the turn began")
	list := h527Probe(t, g)
	manaOf := func(id game.ObjectID) bool {
		for _, a := range list {
			if a.Kind == game.ActActivateMana && a.Object == id {
				return true
			}
		}
		return false
	}
	require.False(t, manaOf(v), "CR 302.6: a sick creature's {T} mana ability")
	require.True(t, manaOf(old))
	h527Refuse(t, g, game.Action{Kind: game.ActActivateMana, Player: 0, Object: v}, "302.6")
	require.True(t, h527Has(list, h527Cast(0, sp, 0)), "the old Vale pays {G}")
	require.NoError(t, g.Apply(h527Cast(0, sp, 0)))
	require.True(t, info(t, g, old).Tapped)
	require.False(t, info(t, g, v).Tapped)
}

// 7. Offering Hymn, {2} sorcery with convoke: "As an additional cost to
// cast this spell, sacrifice a creature. You gain 3 life." Alice has a
// Plains and one creature, a Hearth Elf. The total cost is paid in any
// order (CR 601.2h): the Elf taps for convoke's {1} (CR 702.50a) and the
// tapped Elf is then sacrificed (CR 701.15a: a tapped permanent can be
// sacrificed). The cast is legal, listed, and accepted.
func TestH527ConvokeThenSacrificeTheSameCreature(t *testing.T) {
	hymn := def(t, card.Definition{Name: "Offering Hymn", ManaCost: cost("{2}"), Types: ability.Sorcery, Keywords: ability.Convoke,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature}, Spell: ability.Spell{Effects: gain(3)}})
	elf := h527Crt(t, "Hearth Elf", "{G}", 1, 1, "Elf", card.Definition{})
	g := h527Game(t, 2)
	bf(t, g, 0, card.Plains)
	e := bf(t, g, 0, elf)
	h := hand(t, g, 0, hymn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	list := h527Probe(t, g)
	casts := 0
	for _, a := range list {
		if a.Kind == game.ActCast && a.Object == h {
			casts++
		}
	}
	require.NotZero(t, casts, "CR 601.2h, 702.50a: tap the Elf for convoke, then sacrifice it")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{e}}))
	if g.Pending().Kind == game.DecideSacrifice {
		require.NoError(t, g.Apply(chooseObj(0, e)))
	}
	require.True(t, gone(g, e))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// h527Giant is a Two-Headed Giant game: Alice and Bob against Carol and
// Dave, with libraries.
func h527Giant(t *testing.T) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	libs(t, g, 8)
	return g
}

// 8. Two-Headed Giant, the team's main phase. Each player of the active
// team may play a land (CR 805.4c): after Alice's, Bob's is still listed
// and accepted, Alice's second refused (CR 305.2). Either player acts
// when the team has priority (CR 805.5a): Bob's sorcery-speed spell is
// listed under his name. Echo Burst, "cast this spell only if you've
// cast another spell this turn" (CR 601.3), reads its caster's own
// spells: after Alice casts one, hers is castable and Bob's is not
// (CR 810.5: resources and actions are the player's own).
func TestH527GiantLandsAndOwnSpells(t *testing.T) {
	pool := h527Pool(t)
	echo, warden := pool[13], pool[1]
	g := h527Giant(t)
	for p := game.PlayerID(0); p < 4; p++ {
		lands(t, g, p, card.Mountain, 2)
		bf(t, g, p, card.Plains)
	}
	bf(t, g, 1, card.Plains)
	aLand := hand(t, g, 0, card.Forest)
	hand(t, g, 0, card.Forest)
	bLand := hand(t, g, 1, card.Forest)
	aEcho := hand(t, g, 0, echo)
	bEcho := hand(t, g, 1, echo)
	bWarden := hand(t, g, 1, warden)
	spark := hand(t, g, 0, instant(t, "Small Spark", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, h527Dmg(0, ability.N(1))))
	require.NoError(t, g.Start(2, 0, game.Main1))
	list := h527Probe(t, g)
	require.True(t, h527Has(list, game.Action{Kind: game.ActPlayLand, Player: 0, Object: aLand}))
	require.True(t, h527Has(list, game.Action{Kind: game.ActPlayLand, Player: 1, Object: bLand}))
	require.True(t, h527Has(list, h527Cast(1, bWarden, 0)), "CR 805.5a: Bob casts in his team's main phase")
	require.NoError(t, g.PlayLand(0, aLand))
	list = h527Probe(t, g)
	require.True(t, h527Has(list, game.Action{Kind: game.ActPlayLand, Player: 1, Object: bLand}), "CR 805.4c")
	h527Refuse(t, g, game.Action{Kind: game.ActPlayLand, Player: 0, Object: g.Zone(0, zone.Hand)[0]}, "305.2")
	require.NoError(t, g.PlayLand(1, bLand))
	h527Probe(t, g)
	h527Refuse(t, g, h527Cast(0, aEcho, 0, pl(2)), "601.3")
	require.NoError(t, g.Apply(h527Cast(0, spark, 0, pl(2))))
	list = h527Probe(t, g)
	require.True(t, h527Has(list, h527Cast(0, aEcho, 0, pl(2))), "CR 601.3: Alice cast another spell")
	require.False(t, h527Has(list, h527Cast(1, bEcho, 0, pl(2))), "Bob cast none")
	h527Refuse(t, g, h527Cast(1, bEcho, 0, pl(2)), "601.3")
}

// 9. Two-Headed Giant, paying life: the team has 2 life. Pact Ward's "{2},
// Pay 2 life" reads the team's life total (CR 810.9a), and a player may
// pay life equal to it (CR 118.4): Bob's Ward's ability is listed and
// accepted; with 1 life it is not listed and refused (CR 118.4).
func TestH527GiantPayTeamLife(t *testing.T) {
	ward := h527Pool(t)[15]
	for _, life := range []int{2, 1} {
		g := h527Giant(t)
		require.NoError(t, g.SetLife(1, life))
		lands(t, g, 1, card.Plains, 2)
		w := bf(t, g, 1, ward)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.Equal(t, life, g.Life(0))
		list := h527Probe(t, g)
		if life == 2 {
			require.True(t, h527Has(list, h527Act(1, w, 0, 0)))
			require.NoError(t, g.Apply(h527Act(1, w, 0, 0)))
			require.Equal(t, 0, g.Life(0))
			continue
		}
		require.False(t, h527Has(list, h527Act(1, w, 0, 0)))
		h527Refuse(t, g, h527Act(1, w, 0, 0), "117.3")
	}
}

// 10. Two-Headed Giant, what is the player's own (CR 810.5: a team's
// resources are not shared, and teammates can't manipulate each other's
// cards or permanents). Bob floats {R} from his Mountain (CR 605.3a):
// Alice, with no land, can't spend it on her {R} instant (CR 106.4: mana
// is in its player's pool): not listed, refused. Alice's Gathered Chorus
// ({3}{G/W}, convoke) can't tap Bob's creatures (CR 702.50a: "creature
// you control"); her Scrap Offering can't sacrifice Bob's Copper Rock
// (CR 701.15a); Mighty Boon ("target creature you control") can't target
// Bob's 3-power creature (CR 114.1, 601.2c); Quarry Sentry's {T}
// ability ("target creature an opponent controls") can't target Bob's
// creature, a teammate not being an opponent (CR 102.3); and Alice can't
// activate Bob's permanents (CR 602.2).
func TestH527GiantTeammateResources(t *testing.T) {
	pool := h527Pool(t)
	chorus, offering, rock, sentry, boon := pool[3], pool[4], pool[5], pool[7], pool[14]
	brute := h527Crt(t, "Hill Brute", "{2}{R}", 3, 3, "Giant", card.Definition{})
	g := h527Giant(t)
	bm := bf(t, g, 1, card.Mountain)
	b1 := bf(t, g, 1, brute)
	b2 := bf(t, g, 1, brute)
	b3 := bf(t, g, 1, h527Crt(t, "Hill Elf", "{G}", 1, 1, "Elf", card.Definition{}))
	br := bf(t, g, 1, rock)
	bf(t, g, 1, sentry)
	as := bf(t, g, 0, sentry)
	af := bf(t, g, 0, card.Forest)
	bf(t, g, 0, card.Plains)
	ab := bf(t, g, 0, brute)
	spark := hand(t, g, 0, instant(t, "Small Spark", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, h527Dmg(0, ability.N(1))))
	ch := hand(t, g, 0, chorus)
	of := hand(t, g, 0, offering)
	bo := hand(t, g, 0, boon)
	cb := bf(t, g, 2, brute)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 1, Object: bm}))
	list := h527Probe(t, g)
	for _, a := range list {
		require.False(t, a.Player == 0 && a.Kind == game.ActCast && a.Object == spark, "Bob's {R} is not Alice's: %+v", a)
		require.False(t, a.Player == 0 && a.Kind == game.ActCast && a.Object == of, "no artifact of Alice's: %+v", a)
	}
	h527Refuse(t, g, h527Cast(0, spark, 0, pl(2)), "601.2h")
	h527Refuse(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: ch, Convoke: []game.ObjectID{b1, b2, b3}}, "702.50a")
	h527Refuse(t, g, h527Cast(0, of, 0), "601.2h")
	_ = br
	h527Refuse(t, g, h527Cast(0, bo, 0, obj(b1)), "114.1")
	require.True(t, h527Has(list, h527Cast(0, bo, 0, obj(ab))))
	h527Refuse(t, g, h527Act(0, as, 0, 0, obj(b1)), "114.1")
	require.True(t, h527Has(list, h527Act(0, as, 0, 0, obj(cb))))
	_ = af
}

// 11. Quarry Sentry's "{1}, Sacrifice a land: You gain 2 life. Activate
// only as a sorcery." with one Mountain: the Mountain's mana ability is
// activated before costs are paid (CR 602.2b, 601.2g) and the tapped
// Mountain is then sacrificed (CR 601.2h, 701.15a): listed, accepted.
// With a spell on the stack (CR 602.5d, 307.1), or in Bob's turn, the
// ability is neither listed nor accepted; its {T} ability (an instant
// speed ability) is, in Bob's turn, against Bob's creature.
func TestH527SacrificeTheLandThatPaysSorcerySpeed(t *testing.T) {
	sentry := h527Pool(t)[7]
	bear := h527Crt(t, "Field Bear", "{1}{G}", 2, 2, "Bear", card.Definition{})
	for _, active := range []game.PlayerID{0, 1} {
		g := h527Game(t, 2)
		m := bf(t, g, 0, card.Mountain)
		s := bf(t, g, 0, sentry)
		b := bf(t, g, 1, bear)
		bf(t, g, 1, card.Forest)
		bf(t, g, 1, card.Island)
		flash := hand(t, g, 1, h527Pool(t)[9])
		require.NoError(t, g.Start(2, active, game.Main1))
		if active == 1 {
			require.NoError(t, g.Pass(1))
			list := h527Probe(t, g)
			require.False(t, h527Has(list, h527Act(0, s, 1, 0)))
			h527Refuse(t, g, h527Act(0, s, 1, 0), "602.5d")
			require.True(t, h527Has(list, h527Act(0, s, 0, 0, obj(b))))
			continue
		}
		list := h527Probe(t, g)
		require.True(t, h527Has(list, h527Act(0, s, 1, 0)), "CR 601.2g-h: tap the Mountain, then sacrifice it")
		c := g.Clone()
		require.NoError(t, c.Apply(h527Act(0, s, 1, 0)))
		if c.Pending().Kind == game.DecideSacrifice {
			h527Probe(t, c)
			require.NoError(t, c.Apply(chooseObj(0, m)))
		}
		require.True(t, gone(c, m))
		resolve(t, c, nil)
		require.Equal(t, 22, c.Life(0))
		// Bob casts Veil Stalker (flash) in response to nothing: Alice
		// passes, Bob casts, Alice has priority with a spell on the stack.
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Apply(h527Cast(1, flash, 0)))
		require.NoError(t, g.Pass(1))
		require.Equal(t, game.PlayerID(0), g.Pending().Player)
		list = h527Probe(t, g)
		require.False(t, h527Has(list, h527Act(0, s, 1, 0)))
		h527Refuse(t, g, h527Act(0, s, 1, 0), "602.5d")
	}
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// D1. Hearth Militia, {3}{W} Kithkin creature with convoke, and Kithkin
// Swarm, {X}{W} Kithkin creature with convoke. Alice has Kithkin Hearth
// ("Spend this mana only to cast a Kithkin spell"), one Plains and two
// untapped Hearth Elves. The Hearth's mana may be spent on either spell
// (CR 106.6), each Elf pays {1} by convoke (CR 702.50a), so the Militia
// (four mana) can be cast, and the Swarm with X up to 3 (CR 107.3a,
// 601.2f-h). Apply accepts all of these (the Militia with both Elves,
// the Swarm with X = 3 and both Elves, the Swarm with X = 1 paid by the
// two lands alone), and LegalActions must list them: a Militia cast,
// the Swarm with each X from 0 to 3, and X = 1 with no Elf tapped
// (Apply's contract: a cast it accepts without creatures for convoke is
// listed).
func TestH527ConvokeWithRestrictedMana(t *testing.T) {
	militia := h527Crt(t, "Hearth Militia", "{3}{W}", 3, 3, "Kithkin", card.Definition{Keywords: ability.Convoke})
	swarm := h527Crt(t, "Kithkin Swarm", "{X}{W}", 1, 1, "Kithkin", card.Definition{Keywords: ability.Convoke})
	elf := h527Crt(t, "Hearth Elf", "{G}", 1, 1, "Elf", card.Definition{})
	g := h527Game(t, 2)
	bf(t, g, 0, h527Hive(t))
	bf(t, g, 0, card.Plains)
	e1 := bf(t, g, 0, elf)
	e2 := bf(t, g, 0, elf)
	m := hand(t, g, 0, militia)
	s := hand(t, g, 0, swarm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// Apply accepts these.
	for _, a := range []game.Action{
		{Kind: game.ActCast, Player: 0, Object: m, Convoke: []game.ObjectID{e1, e2}},
		{Kind: game.ActCast, Player: 0, Object: s, X: 3, Convoke: []game.ObjectID{e1, e2}},
		{Kind: game.ActCast, Player: 0, Object: s, X: 1},
	} {
		require.NoError(t, g.Clone().Apply(a), "%+v", a)
	}
	xs := map[int]bool{}
	militiaListed := false
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.Object == s {
			xs[a.X] = true
		}
		if a.Kind == game.ActCast && a.Object == m {
			militiaListed = true
		}
	}
	require.True(t, militiaListed, "CR 106.6, 702.50a: Hearth, Plains and two Elves pay {3}{W}")
	require.Equal(t, map[int]bool{0: true, 1: true, 2: true, 3: true}, xs, "CR 107.3a: X up to 3")
	h527Probe(t, g) // the Swarm with X = 1 and no creature is accepted, so it must be listed
}

// D2. The same with no creature at all: Hearth Sentinel, {1}{W}
// Kithkin creature with convoke. Alice tapped Kithkin Hearth for {W}
// (restricted to Kithkin spells, CR 106.6; it stays in her pool,
// CR 106.4) and has an untapped Plains. The {W} and the Plains pay
// {1}{W} (CR 601.2g-h); convoke is optional (CR 702.50a). Apply accepts
// the cast, and LegalActions must list it: an accepted cast without
// creatures for convoke is listed (CR 116.1a, 601.2).
func TestH527ConvokeSpellFloatingRestrictedMana(t *testing.T) {
	sentinel := h527Crt(t, "Hearth Sentinel", "{1}{W}", 2, 2, "Kithkin", card.Definition{Keywords: ability.Convoke})
	g := h527Game(t, 2)
	h := bf(t, g, 0, h527Hive(t))
	bf(t, g, 0, card.Plains)
	m := hand(t, g, 0, sentinel)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: h, Color: mana.White}))
	pool, sub := g.RestrictedPool(0)
	require.Equal(t, 1, pool.Total())
	require.Equal(t, "Kithkin", sub)
	require.NoError(t, g.Clone().Apply(h527Cast(0, m, 0)), "the floating {W} and the Plains pay {1}{W}")
	require.True(t, h527Has(g.LegalActions(nil), h527Cast(0, m, 0)), "CR 116.1a, 601.2: a legal cast is listed")
}
