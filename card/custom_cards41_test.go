// Custom cards, 41-th set: static abilities, "as long as" conditions and
// zones with cards of one's own. Statics work only on the battlefield
// (CR 112.6, 604.2, 611.3b), and an anthem emblem (CR 113.4) is refused;
// "as long as" conditions that start or stop being true in the middle of
// a resolution (CR 608.2c, 608.2g, 611.3a), with combat damage and
// lifelink (CR 510.2, 702.15b, 704.3) and between damage steps
// (CR 510.4, 702.7c); a static's source and the creatures it affects
// dying together or one after the other (CR 704.3, 603.10a); counts a
// static makes continuously against counts an effect locks in (CR 604.3,
// 608.2g, 611.2d) and "enters with" counters (CR 614.1c, 611.3c, 603.6a);
// conditional cost increases and protection (CR 601.2f, 702.16e); "you"
// of an Aura's condition (CR 109.5); "you" and teammates in Two-Headed
// Giant (CR 102.3, 810.9a); statics and conditions when a player leaves
// the game (CR 800.4a); definitions Check refuses; and, at the end, a
// test that guards a fix: state-based actions checked after a player
// who owns nothing leaves.

package card_test

import (
	"strings"
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

// h523Crt is a checked creature card with the extra fields of d.
func h523Crt(t *testing.T, name, mc string, p, tg int, sub string, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Creature
	if sub != "" {
		d.Subtypes = []string{sub}
	}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h523Ench is a checked enchantment with statics.
func h523Ench(t *testing.T, name, mc string, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Statics: ss})
}

// h523Group is a static giving group gr +p/+tg.
func h523Group(gr ability.Group, p, tg int) ability.Static {
	return ability.Static{Affects: ability.AffectsGroup, Group: gr, Power: p, Toughness: tg}
}

// h523SelfIf is "as long as c, this gets +p/+tg".
func h523SelfIf(c ability.Condition, p, tg int) ability.Static {
	return ability.Static{Affects: ability.AffectsSelf, If: c, Power: p, Toughness: tg}
}

var (
	h523Mine   = ability.Group{Side: ability.YourSide}
	h523Theirs = ability.Group{Side: ability.OpponentSide}
	h523Bear   = card.Define(card.Definition{Name: "Sentry Bear", ManaCost: cost("{1}{G}"), Types: ability.Creature,
		Subtypes: []string{"Bear"}, Power: card.Fixed(2), Toughness: card.Fixed(2)})
	h523Trinket = card.Define(card.Definition{Name: "Brass Trinket", ManaCost: cost("{1}"), Types: ability.Artifact})
)

// h523Game is an n-player game with libraries of 5 cards.
func h523Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 5)
	return g
}

// h523Cast casts id for p with targets and resolves the stack.
func h523Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h523Concede has p concede (CR 104.3a).
func h523Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// h523Damage is "deal n damage to each creature" as a {R} sorcery.
func h523Sweep(t *testing.T, name string, n int) *card.Definition {
	return sorcery(t, name, "{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Amount: ability.N(n)})
}

// h523ToDamage passes priority (answering trigger orders) until the
// step is s.
func h523ToStep(t *testing.T, g *game.Game, s game.Step) {
	t.Helper()
	for i := 0; i < 100 && g.Step() != s; i++ {
		d := g.Pending()
		if d.Kind == game.DecideTriggerOrder {
			require.NoError(t, g.Apply(choose(d.Player, 0)))
			continue
		}
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, s, g.Step())
}

// ---------------------------------------------------------------------
// Part 1. Where statics work

// 1. Banner Captain ({1}{W} 2/2, "Other creatures you control get
// +1/+1") and Grim Shroud ({1}{B} enchantment, "Creatures your opponents
// control get -1/-1") do nothing from Alice's hand, graveyard, library
// or exile: abilities of permanents work only on the battlefield
// (CR 112.6, 604.2, 611.3b). Once Alice casts a Captain from her hand,
// its static applies at once (CR 611.3a).
func TestH523StaticsOnlyOnBattlefield(t *testing.T) {
	captain := h523Crt(t, "Banner Captain", "{1}{W}", 2, 2, "Soldier", card.Definition{Statics: []ability.Static{
		h523Group(ability.Group{Side: ability.YourSide, Other: true}, 1, 1)}})
	shroud := h523Ench(t, "Grim Shroud", "{1}{B}", h523Group(h523Theirs, -1, -1))
	g := h523Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	ab := bf(t, g, 0, h523Bear)
	bb := bf(t, g, 1, h523Bear)
	c := hand(t, g, 0, captain)
	hand(t, g, 0, shroud)
	put(t, g, 0, zone.Graveyard, captain)
	put(t, g, 0, zone.Graveyard, shroud)
	put(t, g, 0, zone.Exile, captain)
	put(t, g, 0, zone.Exile, shroud)
	put(t, g, 0, zone.Library, captain)
	put(t, g, 0, zone.Library, shroud)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
	h523Cast(t, g, 0, c)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ab))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
}

// 2. An emblem with "Creatures you control get +1/+1" would work from the
// command zone (CR 113.4), but the vocabulary gives emblems only the
// prevention static of Ajani Steadfast's: Check refuses the anthem
// emblem, and says what an emblem may have, rather than letting a game
// play a static the engine reads from the battlefield only (CR 112.6).
func TestH523EmblemAnthemRefused(t *testing.T) {
	emblem := card.Define(card.Definition{Name: "Rally Horn Emblem", Statics: []ability.Static{h523Group(h523Mine, 1, 1)}})
	err := emblem.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "emblem")
	require.Contains(t, err.Error(), "Statics[0]")
}

// ---------------------------------------------------------------------
// Part 2. Conditions that change in the middle of a resolution

// 3. Forge Brute: {2}{R} 1/1, "Forge Brute gets +2/+2 as long as you
// control an artifact" and "{T}: Sacrifice an artifact. Then Forge Brute
// deals damage equal to its power to target player." With one artifact
// the Brute is 3/3 as the ability resolves; the sacrifice comes first
// (CR 608.2c), and the static, not locked in (CR 611.3a), stops at once:
// the damage reads the Brute's current power (CR 608.2g), 1. Its twin
// Anvil Brute creates an artifact instead ("Create a colourless Thopter
// artifact token. Then ..."): with no artifact before, 3 damage.
func TestH523ConditionStopsMidResolution(t *testing.T) {
	thopter := def(t, card.Definition{Name: "Brass Thopter", Types: ability.Artifact})
	dmg := ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}
	brute := h523Crt(t, "Forge Brute", "{2}{R}", 1, 1, "Ogre", card.Definition{
		Statics: []ability.Static{h523SelfIf(ability.IfYouControl(ability.Artifact), 2, 2)},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpSacrifice, Who: ability.WhoYou, Group: ability.Group{Types: ability.Artifact}}, dmg}}}})
	anvil := h523Crt(t, "Anvil Brute", "{2}{R}", 1, 1, "Ogre", card.Definition{
		Statics: []ability.Static{h523SelfIf(ability.IfYouControl(ability.Artifact), 2, 2)},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: thopter}, dmg}}}})

	g := h523Game(t, 2)
	b := bf(t, g, 0, brute)
	tr := bf(t, g, 0, h523Trinket)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Activate(0, b, 0, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSacrifice, d.Kind, g.Prompt(game.English))
		return chooseObj(0, tr)
	})
	require.True(t, gone(g, tr))
	require.Equal(t, 19, g.Life(1), "the Brute's power after the sacrifice")
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))

	g = h523Game(t, 2)
	a := bf(t, g, 0, anvil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, a))
	require.NoError(t, g.Activate(0, a, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1), "the Brute's power with the Thopter made")
}

// 4. Muster Seraph: {3}{W} */*, "Muster Seraph's power and toughness are
// each equal to the number of creatures you control" (CR 604.3, 613.3a)
// and "{T}: Create a 1/1 white Soldier creature token. Then Muster Seraph
// deals damage equal to its power to target player." Alone it is 1/1;
// the token counts at once (CR 611.3a), so the damage is 2 (CR 608.2g).
func TestH523CountGrowsMidResolution(t *testing.T) {
	soldier := def(t, card.Definition{Name: "Soldier", Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(1), Toughness: C(1)})
	seraph := def(t, card.Definition{Name: "Muster Seraph", ManaCost: cost("{3}{W}"), Types: ability.Creature,
		Subtypes: []string{"Angel"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: soldier},
				{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := h523Game(t, 2)
	s := bf(t, g, 0, seraph)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, s))
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
}

// 5. Rallying Cry: {1}{G} instant, "Target creature gets +1/+1 until end
// of turn for each creature you control." The count is taken once, as
// the effect is applied (CR 608.2g, 611.2d): with three creatures the
// Bear gets +3/+3 and keeps it after Cull the Weak ("Destroy all
// Goblins") destroys her Goblin. Her Muster Seraph (*/*, creatures she
// controls) counts continuously (CR 604.3, 611.3a): 3/3, then 2/2.
func TestH523LockedCountAgainstStaticCount(t *testing.T) {
	cry := instant(t, "Rallying Cry", "{1}{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1,
			Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}})
	seraph := def(t, card.Definition{Name: "Muster Seraph", ManaCost: cost("{3}{W}"), Types: ability.Creature,
		Subtypes: []string{"Angel"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
	wipe := sorcery(t, "Cull the Weak", "{B}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature, Subtype: "Goblin"}})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Swamp, 1)
	b := bf(t, g, 0, h523Bear)
	s := bf(t, g, 0, seraph)
	gob := bf(t, g, 0, creature(t, "Runt Goblin", "{R}", 1, 1, 0, "Goblin"))
	c := hand(t, g, 0, cry)
	w := hand(t, g, 0, wipe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
	h523Cast(t, g, 0, c, obj(b))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	h523Cast(t, g, 0, w)
	require.True(t, gone(g, gob))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b), "locked in as the Cry resolved")
	require.Equal(t, [2]int{2, 2}, pt(t, g, s), "counted continuously")
}

// ---------------------------------------------------------------------
// Part 3. Combat damage and conditions

// h523ToAttack passes priority until attackers are to be declared.
func h523ToAttack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 50 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
}

// h523Knight is Last-Stand Knight: {1}{W} 1/1, "Last-Stand Knight gets
// +2/+2 as long as your life total is less than your starting life
// total."
func h523Knight(t *testing.T) *card.Definition {
	return h523Crt(t, "Last-Stand Knight", "{1}{W}", 1, 1, "Knight", card.Definition{Statics: []ability.Static{
		h523SelfIf(ability.If(ability.LifeBelowStarting), 2, 2)}})
}

// 6. Alice attacks Bob with a Sentry Bear (2/2) and a Scout (1/1). Bob's
// Last-Stand Knight, 1/1 at 20 life, blocks the Bear. Combat damage is
// dealt at once (CR 510.2): the Knight deals 1 (its power as damage is
// assigned, CR 510.1a), the Bear 2 to the Knight, the Scout 1 to Bob.
// State-based actions are checked after the damage (CR 704.3): Bob is at
// 19, so the Knight is 3/3 with 2 damage and survives (CR 611.3a,
// 704.5g). The Bear has 1 damage.
func TestH523KnightSurvivesDamageThatTurnsItOn(t *testing.T) {
	g := h523Game(t, 2)
	bear := bf(t, g, 0, h523Bear)
	scout := bf(t, g, 0, creature(t, "Plains Scout", "{W}", 1, 1, 0, "Scout"))
	k := bf(t, g, 1, h523Knight(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, k))
	h523ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: bear, Player: 1}, game.Attack{Attacker: scout, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: k, Attacker: bear})
	h523ToStep(t, g, game.EndCombat)
	require.Equal(t, 19, g.Life(1))
	require.False(t, gone(g, k), "3/3 with 2 damage")
	require.Equal(t, [2]int{3, 3}, pt(t, g, k))
	require.Equal(t, 2, info(t, g, k).Damage)
	require.Equal(t, 1, info(t, g, bear).Damage, "the Knight was 1/1 as it dealt damage")
}

// 7. The same Knight blocks Alice's Ox (4/4) while her Lancer (1/1,
// first strike) is unblocked. In the first-strike damage step the Lancer
// brings Bob to 19 (CR 510.4); the Knight is 3/3 from then on
// (CR 611.3a), so in the regular damage step it deals 3 to the Ox and is
// destroyed by the Ox's 4 (CR 704.5g). The Ox survives with 3 damage.
func TestH523KnightGrowsBetweenDamageSteps(t *testing.T) {
	g := h523Game(t, 2)
	ox := bf(t, g, 0, creature(t, "Plow Ox", "{3}{G}", 4, 4, 0, "Ox"))
	lancer := bf(t, g, 0, creature(t, "Dawn Lancer", "{W}", 1, 1, ability.FirstStrike, "Knight"))
	k := bf(t, g, 1, h523Knight(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h523ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1}, game.Attack{Attacker: lancer, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: k, Attacker: ox})
	h523ToStep(t, g, game.FirstStrikeDamage)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, k))
	require.Equal(t, 0, info(t, g, ox).Damage)
	h523ToStep(t, g, game.EndCombat)
	require.True(t, gone(g, k))
	require.Equal(t, 3, info(t, g, ox).Damage)
	require.False(t, gone(g, ox))
}

// 8. Alice's Lifelinked Knight: 1/1 with lifelink, "+2/+2 as long as
// your life total is less than your starting life total". Alice pays a
// Blood Tithe ("you lose 1 life"): 19, the Knight is 3/3. It attacks and
// Bob's Plow Bull (3/3) blocks. Combat damage is dealt at once, and the
// life lifelink gains is part of that event (CR 510.2, 702.15b): Alice is
// at 22 when state-based actions are checked (CR 704.3), so the Knight is
// 1/1 with 3 damage and dies with the Bull.
func TestH523LifelinkTurnsConditionOffInSameEvent(t *testing.T) {
	knight := h523Crt(t, "Lifelinked Knight", "{1}{W}", 1, 1, "Knight", card.Definition{Keywords: ability.Lifelink,
		Statics: []ability.Static{h523SelfIf(ability.If(ability.LifeBelowStarting), 2, 2)}})
	tithe := instant(t, "Blood Tithe", "{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	k := bf(t, g, 0, knight)
	bull := bf(t, g, 1, creature(t, "Plow Bull", "{2}{G}", 3, 3, 0, "Ox"))
	ti := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h523Cast(t, g, 0, ti)
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, [2]int{3, 3}, pt(t, g, k))
	h523ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: bull, Attacker: k})
	h523ToStep(t, g, game.EndCombat)
	require.Equal(t, 22, g.Life(0))
	require.True(t, gone(g, bull))
	require.True(t, gone(g, k), "1/1 with 3 damage at 22 life")
}

// ---------------------------------------------------------------------
// Part 4. A static's source dying with what it affects

// 9. Banner Captain: {1}{W} 2/2, "Other creatures you control get +1/+1"
// and "Whenever another creature you control dies, you gain 1 life."
// Alice has the Captain, a Squire (1/1, so 2/2) and a Sentry Bear (3/3).
// Flame Wave deals 2 damage to each creature. The first check of
// state-based actions destroys the Captain and the Squire together
// (CR 704.3, 704.5g): the Bear still has toughness 3 as it is made.
// The check is repeated: without the Captain the Bear is 2/2 with 2
// damage and is destroyed then (CR 611.3b, 704.3). The Captain's ability
// looks back (CR 603.10a) and sees the Squire die with it, but not the
// Bear, which dies after it left: Alice gains 1 life.
func TestH523AnthemDiesWithSomeThenTheRest(t *testing.T) {
	captain := h523Crt(t, "Banner Captain", "{1}{W}", 2, 2, "Soldier", card.Definition{
		Statics: []ability.Static{h523Group(ability.Group{Side: ability.YourSide, Other: true}, 1, 1)},
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide, Another: true},
			Effects: gain(1)}}})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	c := bf(t, g, 0, captain)
	sq := bf(t, g, 0, creature(t, "Squire", "{W}", 1, 1, 0, "Soldier"))
	b := bf(t, g, 0, h523Bear)
	w := hand(t, g, 0, h523Sweep(t, "Flame Wave", 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h523Cast(t, g, 0, w)
	require.True(t, gone(g, c))
	require.True(t, gone(g, sq))
	require.True(t, gone(g, b), "2/2 with 2 damage once the Captain has left")
	require.Equal(t, 21, g.Life(0), "the Squire only")
}

// 10. Twin Sentries: {1}{W} 1/1, "Twin Sentry gets +1/+1 as long as you
// control another creature." Two of them are 2/2 each. Flame Wave's 2
// damage destroys both in one check (CR 704.3): each still sees the other
// when the check is made. With 1 damage each instead, both survive; then
// Doom Pin destroys one, and the other, 1/1 with 1 damage, is destroyed
// by the next check (CR 611.3a, 704.5g).
func TestH523TwinSentriesConditionOnEachOther(t *testing.T) {
	sentry := h523Crt(t, "Twin Sentry", "{1}{W}", 1, 1, "Soldier", card.Definition{Statics: []ability.Static{
		h523SelfIf(ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Other: true}}, 1, 1)}})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	a := bf(t, g, 0, sentry)
	b := bf(t, g, 0, sentry)
	w := hand(t, g, 0, h523Sweep(t, "Flame Wave", 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, a))
	h523Cast(t, g, 0, w)
	require.True(t, gone(g, a))
	require.True(t, gone(g, b))

	g = h523Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	a = bf(t, g, 0, sentry, game.PutOptions{Damage: 1})
	b = bf(t, g, 0, sentry, game.PutOptions{Damage: 1})
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, a))
	h523Cast(t, g, 0, d, obj(a))
	require.True(t, gone(g, a))
	require.True(t, gone(g, b), "1/1 with 1 damage")
}

// 11. Alice's Mourning Banner: enchantment, "Whenever a creature with
// power 3 or greater you control dies, you gain 3 life." Her Banner
// Captain (2/2, "Other creatures you control get +1/+1") and Sentry Bear
// (3/3 with it). A 3-damage Flame Wave destroys both in one check
// (CR 704.3): the Bear is matched as it last existed, a 3/3 (CR 603.10a):
// 3 life. A 2-damage Flame Wave destroys the Captain first; the Bear
// dies in the next check as a 2/2: no life.
func TestH523DiesMatchedWithAnthemThatDiedWithIt(t *testing.T) {
	captain := h523Crt(t, "Banner Captain", "{1}{W}", 2, 2, "Soldier", card.Definition{
		Statics: []ability.Static{h523Group(ability.Group{Side: ability.YourSide, Other: true}, 1, 1)}})
	mourning := def(t, card.Definition{Name: "Mourning Banner", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide, MinPower: 3},
			Effects: gain(3)}}})
	for _, c := range []struct{ dmg, life int }{{3, 23}, {2, 20}} {
		g := h523Game(t, 2)
		lands(t, g, 0, card.Mountain, 1)
		bf(t, g, 0, mourning)
		cp := bf(t, g, 0, captain)
		b := bf(t, g, 0, h523Bear)
		w := hand(t, g, 0, h523Sweep(t, "Flame Wave", c.dmg))
		require.NoError(t, g.Start(2, 0, game.Main1))
		h523Cast(t, g, 0, w)
		require.True(t, gone(g, cp))
		require.True(t, gone(g, b))
		require.Equal(t, c.life, g.Life(0), "%d damage", c.dmg)
	}
}

// ---------------------------------------------------------------------
// Part 5. "Enters with" counters and statics as a permanent enters

// 12. Swarm Hydra: {2}{G} 0/0, "Swarm Hydra enters the battlefield with a
// +1/+1 counter on it for each creature you control" (CR 614.1c).
// Bob's Grim Shroud ("Creatures your opponents control get -1/-1") applies
// as the Hydra enters (CR 611.3c). With one Bear, the Hydra gets one
// counter: 0/0 and put into the graveyard (CR 704.5f). With two Bears it
// gets two (1/1), and keeps them when a Bear is destroyed: the number
// was taken as it entered (CR 608.2g), unlike a static's count.
func TestH523EntersWithCountCounterUnderShroud(t *testing.T) {
	hydra := def(t, card.Definition{Name: "Swarm Hydra", ManaCost: cost("{2}{G}"), Types: ability.Creature,
		Subtypes: []string{"Hydra"}, Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1",
			Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}}})
	shroud := h523Ench(t, "Grim Shroud", "{1}{B}", h523Group(h523Theirs, -1, -1))
	for _, bears := range []int{1, 2} {
		g := h523Game(t, 2)
		lands(t, g, 0, card.Forest, 3)
		lands(t, g, 0, card.Swamp, 1)
		bf(t, g, 1, shroud)
		var bs []game.ObjectID
		for i := 0; i < bears; i++ {
			bs = append(bs, bf(t, g, 0, h523Bear))
		}
		h := hand(t, g, 0, hydra)
		d := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		h523Cast(t, g, 0, h)
		if bears == 1 {
			require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "0/0 under the Shroud")
			continue
		}
		hid := find(t, g, 0, hydra)
		require.NotZero(t, hid)
		require.Equal(t, 2, counter(t, g, hid, game.PlusOne))
		require.Equal(t, [2]int{1, 1}, pt(t, g, hid))
		h523Cast(t, g, 0, d, obj(bs[0]))
		require.Equal(t, 2, counter(t, g, hid, game.PlusOne))
		require.Equal(t, [2]int{1, 1}, pt(t, g, hid))
	}
}

// 13. Pack Hydra: {2}{G} 0/0, "Pack Hydra enters the battlefield with a
// +1/+1 counter on it for each creature you control." The number is
// taken as the replacement effect applies, before the Hydra is on the
// battlefield (CR 614.1c, 614.12): with one Bear it is not counted
// itself, so it gets one counter.
func TestH523EntersWithCountNotItself(t *testing.T) {
	hydra := def(t, card.Definition{Name: "Pack Hydra", ManaCost: cost("{2}{G}"), Types: ability.Creature,
		Subtypes: []string{"Hydra"}, Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1",
			Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}}})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Forest, 3)
	bf(t, g, 0, h523Bear)
	h := hand(t, g, 0, hydra)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h523Cast(t, g, 0, h)
	hid := find(t, g, 0, hydra)
	require.NotZero(t, hid)
	require.Equal(t, 1, counter(t, g, hid, game.PlusOne))
}

// ---------------------------------------------------------------------
// Part 6. "You" of a static

// 14. Bob's Tinker's Blessing: Aura, "Enchanted creature gets +2/+2 as
// long as you control an artifact", on Alice's Bear. "You" is the Aura's
// controller, Bob (CR 109.5): Alice's own Brass Trinket doesn't turn it
// on; a Trinket Bob then casts does (CR 611.3a), and when Bob's Trinket
// is destroyed the Bear is 2/2 again.
func TestH523AuraConditionReadsAuraController(t *testing.T) {
	blessing := def(t, card.Definition{Name: "Tinker's Blessing", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature, Statics: []ability.Static{{
			Affects: ability.AffectsAttached, If: ability.IfYouControl(ability.Artifact), Power: 2, Toughness: 2}}})
	shatter := instant(t, "Shatter", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowArtifact}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Plains, 1)
	b := bf(t, g, 0, h523Bear)
	bf(t, g, 0, h523Trinket)
	bf(t, g, 1, blessing, game.PutOptions{AttachedTo: b})
	tk := hand(t, g, 1, h523Trinket)
	sh := hand(t, g, 0, shatter)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "Alice's artifact is not the Aura controller's")
	h523Cast(t, g, 1, tk)
	tk = find(t, g, 1, h523Trinket)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Pass(1))
	h523Cast(t, g, 0, sh, obj(tk))
	require.True(t, gone(g, tk))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
}

// ---------------------------------------------------------------------
// Part 7. Two-Headed Giant

// 15. Two-Headed Giant: Alice and Bob are a team at 30 life (CR 810.4).
// Alice has Last-Stand Knight ("as long as your life total is less than
// your starting life total"), Forge Brute ("as long as you control an
// artifact") and Banner of the Host ("Creatures you control get +1/+1").
// Bob has a Brass Trinket and a Bear. "You" is Alice, not her team:
// Bob's Trinket doesn't turn on the Brute and the Banner doesn't pump
// Bob's Bear (CR 102.3, 109.5). Bob pays Blood Tithe ("you lose 1
// life"): the loss is his, applied to the team's total (CR 810.9), and
// Alice's life total, read by the Knight, is the team's (CR 810.9a): 29,
// below the starting 30, so the Knight is 4/4.
func TestH523TwoHeadedYouIsNotTheTeam(t *testing.T) {
	brute := h523Crt(t, "Forge Brute", "{2}{R}", 1, 1, "Ogre", card.Definition{
		Statics: []ability.Static{h523SelfIf(ability.IfYouControl(ability.Artifact), 2, 2)}})
	banner := h523Ench(t, "Banner of the Host", "{2}{W}", h523Group(h523Mine, 1, 1))
	tithe := instant(t, "Blood Tithe", "{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	k := bf(t, g, 0, h523Knight(t))
	br := bf(t, g, 0, brute)
	bf(t, g, 0, banner)
	bf(t, g, 1, h523Trinket)
	bb := bf(t, g, 1, h523Bear)
	lands(t, g, 1, card.Swamp, 1)
	ti := hand(t, g, 1, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 30, g.Life(0))
	require.Equal(t, [2]int{2, 2}, pt(t, g, k))
	require.Equal(t, [2]int{2, 2}, pt(t, g, br), "a teammate's artifact is not Alice's")
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb), "Bob's Bear is not Alice's creature")
	h523Cast(t, g, 1, ti)
	require.Equal(t, 29, g.Life(0))
	require.Equal(t, 29, g.Life(1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, k), "the team's total is Alice's")
}

// ---------------------------------------------------------------------
// Part 8. Statics and a player who leaves

// 16. Three players. Alice's Grim Shroud ("Creatures your opponents
// control get -1/-1") is under Carol's control (Carol's Mind Lash: "Gain
// control of target enchantment"): Alice's and Bob's Bears are 1/1,
// Carol's 2/2 ("your" is Carol, CR 109.5). Carol concedes: the effect
// that gave her control ends (CR 800.4a) and the Shroud, Alice's, is
// hers again: Bob's Bear is 1/1, Alice's 2/2.
func TestH523StolenShroudReturnsWhenThiefLeaves(t *testing.T) {
	shroud := h523Ench(t, "Grim Shroud", "{1}{B}", h523Group(h523Theirs, -1, -1))
	lash := sorcery(t, "Mind Lash", "{2}{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := h523Game(t, 3)
	sh := bf(t, g, 0, shroud)
	var bears [3]game.ObjectID
	for p := range bears {
		bears[p] = bf(t, g, game.PlayerID(p), h523Bear)
	}
	lands(t, g, 2, card.Island, 3)
	l := hand(t, g, 2, lash)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bears[0]))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bears[1]))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bears[2]))
	h523Cast(t, g, 2, l, obj(sh))
	require.Equal(t, game.PlayerID(2), info(t, g, sh).Controller)
	require.Equal(t, [2]int{1, 1}, pt(t, g, bears[0]))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bears[1]))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bears[2]))
	h523Concede(t, g, 2)
	require.Equal(t, game.PlayerID(0), info(t, g, sh).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bears[0]))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bears[1]))
}

// 17. Three players. Alice's Border Sentinel: 1/1, "Border Sentinel gets
// +2/+2 as long as no opponent controls a Mountain" and "Border Sentinel
// gets +1/+1 as long as an opponent owns a card in exile." Carol controls
// a Mountain and owns a card in exile; Bob neither: the Sentinel is 2/2.
// Carol concedes: all objects she owns leave the game (CR 800.4a), her
// Mountain and her exiled card too, and she is no longer anyone's
// opponent (CR 102.3): the Sentinel is 3/3 at once (CR 611.3a).
func TestH523ConditionsWhenOpponentLeaves(t *testing.T) {
	sentinel := h523Crt(t, "Border Sentinel", "{1}{W}", 1, 1, "Soldier", card.Definition{Statics: []ability.Static{
		h523SelfIf(ability.Condition{Kind: ability.NoneOnBattlefield,
			Group: ability.Group{Types: ability.Land, Subtype: "Mountain", Side: ability.OpponentSide}}, 2, 2),
		h523SelfIf(ability.If(ability.OpponentOwnsCardInExile), 1, 1)}})
	g := h523Game(t, 3)
	s := bf(t, g, 0, sentinel)
	bf(t, g, 1, card.Plains)
	bf(t, g, 2, card.Mountain)
	put(t, g, 2, zone.Exile, h523Bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	h523Concede(t, g, 2)
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
}

// 18. Two-Headed Giant: Alice and Bob against Carol and Dave. Alice's
// Border Sentinel (1/1, "+2/+2 as long as no opponent controls a
// Mountain", "+1/+1 as long as an opponent owns a card in exile"). Her
// teammate Bob controls a Mountain and owns a card in exile: a teammate
// is no opponent (CR 102.3), so the Sentinel is 3/3. In a second game,
// where Dave owns a card in exile and Carol controls a Mountain, it is
// 2/2.
func TestH523TwoHeadedTeammateIsNoOpponent(t *testing.T) {
	sentinel := h523Crt(t, "Border Sentinel", "{1}{W}", 1, 1, "Soldier", card.Definition{Statics: []ability.Static{
		h523SelfIf(ability.Condition{Kind: ability.NoneOnBattlefield,
			Group: ability.Group{Types: ability.Land, Subtype: "Mountain", Side: ability.OpponentSide}}, 2, 2),
		h523SelfIf(ability.If(ability.OpponentOwnsCardInExile), 1, 1)}})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	s := bf(t, g, 0, sentinel)
	bf(t, g, 1, card.Mountain)
	put(t, g, 1, zone.Exile, h523Bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))

	g = newTwoHeaded(t)
	libs(t, g, 5)
	s = bf(t, g, 0, sentinel)
	bf(t, g, 1, card.Mountain)
	bf(t, g, 2, card.Mountain)
	put(t, g, 3, zone.Exile, h523Bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
}

// ---------------------------------------------------------------------
// Part 9. Statics as permanents enter, and entering triggers

// h523Herald is Herald of Might: enchantment, "Whenever a creature with
// power 3 or greater enters the battlefield under your control, you gain
// 2 life."
func h523Herald(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Herald of Might", ManaCost: cost("{1}{G}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide, MinPower: 3}, Effects: gain(2)}}})
}

// 19. Alice has Herald of Might and Banner of the Host ("Creatures you
// control get +1/+1"); Bob has Grim Shroud ("Creatures your opponents
// control get -1/-1"). The statics apply as a creature enters, before
// its entering is checked for triggers (CR 611.3c, 603.6a): a Sentry
// Bear (2/2) enters as 2/2 under both (no life); with the Shroud gone
// (Alice's second game), a Bear enters as 3/3 and the Herald triggers;
// and a Plow Ox (4/4) with only the Shroud enters as 3/3 and triggers.
// A Swarm Hydra (0/0, "enters with a +1/+1 counter for each creature you
// control") entering with three counters under the Shroud is 2/2: no
// life (CR 614.1c).
func TestH523StaticsApplyBeforeEnteringTriggers(t *testing.T) {
	banner := h523Ench(t, "Banner of the Host", "{2}{W}", h523Group(h523Mine, 1, 1))
	shroud := h523Ench(t, "Grim Shroud", "{1}{B}", h523Group(h523Theirs, -1, -1))
	ox := creature(t, "Plow Ox", "{3}{G}", 4, 4, 0, "Ox")
	hydra := def(t, card.Definition{Name: "Swarm Hydra", ManaCost: cost("{2}{G}"), Types: ability.Creature,
		Subtypes: []string{"Hydra"}, Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1",
			Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}}})
	for _, c := range []struct {
		name       string
		banner, sh bool
		card       *card.Definition
		others     int
		life       int
	}{
		{"bear under both", true, true, h523Bear, 0, 20},
		{"bear under the banner", true, false, h523Bear, 0, 22},
		{"ox under the shroud", false, true, ox, 0, 22},
		{"hydra with 3 under the shroud", false, true, hydra, 3, 20},
	} {
		g := h523Game(t, 2)
		lands(t, g, 0, card.Forest, 4)
		bf(t, g, 0, h523Herald(t))
		if c.banner {
			bf(t, g, 0, banner)
		}
		if c.sh {
			bf(t, g, 1, shroud)
		}
		for i := 0; i < c.others; i++ {
			bf(t, g, 0, creature(t, "Plow Ox", "{3}{G}", 4, 4, 0, "Ox"))
		}
		id := hand(t, g, 0, c.card)
		require.NoError(t, g.Start(2, 0, game.Main1))
		h523Cast(t, g, 0, id)
		require.Equal(t, c.life, g.Life(0), c.name)
	}
}

// 20. Alice's Mass Return: "Return all creature cards from your
// graveyard to the battlefield." Banner Captain ("Other creatures you
// control get +1/+1") and a Sentry Bear return together. The Captain's
// static applies to the Bear as they enter (CR 611.3c): the Bear enters
// as a 3/3, and Herald of Might sees it so as the event is checked for
// triggers (CR 603.6a): Alice gains 2 life for the Bear only (the
// Captain is 2/2).
func TestH523AnthemEnteringWithCreature(t *testing.T) {
	captain := h523Crt(t, "Banner Captain", "{1}{W}", 2, 2, "Soldier", card.Definition{
		Statics: []ability.Static{h523Group(ability.Group{Side: ability.YourSide, Other: true}, 1, 1)}})
	mass := sorcery(t, "Mass Return", "{2}{B}", nil, ability.Effect{Op: ability.OpReanimateAll,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}})
	g := h523Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, h523Herald(t))
	put(t, g, 0, zone.Graveyard, captain)
	put(t, g, 0, zone.Graveyard, h523Bear)
	m := hand(t, g, 0, mass)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h523Cast(t, g, 0, m)
	b := find(t, g, 0, h523Bear)
	require.NotZero(t, b)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 10. Costs and protection that depend on conditions

// 21. Brass Adept: {1}{U} 1/1, "Activated abilities of Brass Adept cost
// {2} more to activate as long as you control an artifact" and "{1},
// Sacrifice an artifact: Draw a card." The total cost is determined
// before any of it is paid (CR 601.2f via 602.2b): with a Trinket, it is
// {3} and a sacrifice, though the sacrifice ends the condition (three
// Islands tapped). Its sibling Lonely Adept says "as long as you control
// no artifacts": the total is {1}, and sacrificing the Trinket doesn't
// add {2} afterwards (one Island tapped).
func TestH523TaxLockedBeforeSacrifice(t *testing.T) {
	for _, c := range []struct {
		kind   ability.ConditionKind
		tapped int
	}{{ability.YouControl, 3}, {ability.YouControlNone, 1}} {
		adept := h523Crt(t, "Brass Adept", "{1}{U}", 1, 1, "Artificer", card.Definition{
			Statics: []ability.Static{{Affects: ability.AffectsSelf, ActivationTax: 2,
				If: ability.Condition{Kind: c.kind, Group: ability.Group{Types: ability.Artifact}}}},
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Artifact}},
				Effects: draw1}}})
		g := h523Game(t, 2)
		var isl []game.ObjectID
		for i := 0; i < 3; i++ {
			isl = append(isl, bf(t, g, 0, card.Island))
		}
		a := bf(t, g, 0, adept)
		tr := bf(t, g, 0, h523Trinket)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, a, 0))
		require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
		require.NoError(t, g.Apply(chooseObj(0, tr)))
		n := 0
		for _, l := range isl {
			if info(t, g, l).Tapped {
				n++
			}
		}
		require.Equal(t, c.tapped, n)
		hs := g.ZoneLen(0, zone.Hand)
		resolve(t, g, nil)
		require.Equal(t, hs+1, g.ZoneLen(0, zone.Hand))
	}
}

// 22. Hearth Guardian: {1}{W} 2/2, "Hearth Guardian has protection from
// red as long as you control no artifacts." Bob's Firecracker Blast
// ({1}{R} instant: "Destroy target artifact. Firecracker Blast deals 2
// damage to target creature.") targets Alice's Trinket and the Guardian,
// legal then. The artifact is destroyed first (CR 608.2c); the Guardian
// has protection from red at once (CR 611.3a), and the red spell's damage
// is prevented (CR 702.16e): targets are not checked again in the middle
// of the resolution (CR 608.2b), so the damage is not skipped but
// prevented. The Guardian has no damage.
func TestH523ProtectionTurnsOnMidResolution(t *testing.T) {
	guardian := h523Crt(t, "Hearth Guardian", "{1}{W}", 2, 2, "Soldier", card.Definition{
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red),
			If: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Artifact}}}}})
	blast := instant(t, "Firecracker Blast", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowArtifact}, ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0}, ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)})
	g := h523Game(t, 2)
	lands(t, g, 1, card.Mountain, 2)
	gd := bf(t, g, 0, guardian)
	tr := bf(t, g, 0, h523Trinket)
	b := hand(t, g, 1, blast)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Zero(t, info(t, g, gd).Protection)
	require.NoError(t, g.Cast(1, b, obj(tr), obj(gd)))
	resolve(t, g, nil)
	require.True(t, gone(g, tr))
	require.False(t, gone(g, gd))
	require.Equal(t, 0, info(t, g, gd).Damage)
	require.True(t, info(t, g, gd).Protection.Has(mana.Red))
}

// ---------------------------------------------------------------------
// Part 11. First strike from a condition between damage steps

// 23. Alice's Forge Duelist: 2/2, "Forge Duelist has first strike as long
// as you control an artifact", attacks; Bob's Plow Ox (4/4) blocks. The
// Duelist deals 2 in the first-strike damage step. Bob then destroys
// Alice's Trinket (Shatter): the Duelist has lost first strike, but it
// has already dealt its damage and deals none in the second step
// (CR 702.7c, 510.4). The Ox has 2 damage and survives; the Duelist dies.
// Bob's Cornered Duelist: 2/2, "has first strike as long as your life
// total is less than your starting life total", blocks Alice's Bear while
// her Dawn Lancer (first strike) is unblocked: it gains first strike in
// the first step (Bob at 19) and still deals its damage in the second
// (CR 702.7c): the Bear and the Cornered Duelist die.
func TestH523FirstStrikeChangesBetweenSteps(t *testing.T) {
	forge := h523Crt(t, "Forge Duelist", "{1}{R}", 2, 2, "Warrior", card.Definition{Statics: []ability.Static{
		{Affects: ability.AffectsSelf, If: ability.IfYouControl(ability.Artifact), Keywords: ability.FirstStrike}}})
	shatter := instant(t, "Shatter", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowArtifact}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := h523Game(t, 2)
	d := bf(t, g, 0, forge)
	tr := bf(t, g, 0, h523Trinket)
	ox := bf(t, g, 1, creature(t, "Plow Ox", "{3}{G}", 4, 4, 0, "Ox"))
	lands(t, g, 1, card.Mountain, 2)
	sh := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h523ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: d, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: ox, Attacker: d})
	h523ToStep(t, g, game.FirstStrikeDamage)
	require.Equal(t, 2, info(t, g, ox).Damage)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(tr)))
	resolve(t, g, nil)
	require.True(t, gone(g, tr))
	require.False(t, info(t, g, d).Keywords.Has(ability.FirstStrike))
	h523ToStep(t, g, game.EndCombat)
	require.False(t, gone(g, ox))
	require.Equal(t, 2, info(t, g, ox).Damage, "no second damage from the Duelist")
	require.True(t, gone(g, d))

	cornered := h523Crt(t, "Cornered Duelist", "{1}{W}", 2, 2, "Warrior", card.Definition{Statics: []ability.Static{
		{Affects: ability.AffectsSelf, If: ability.If(ability.LifeBelowStarting), Keywords: ability.FirstStrike}}})
	g = h523Game(t, 2)
	bear := bf(t, g, 0, h523Bear)
	lancer := bf(t, g, 0, creature(t, "Dawn Lancer", "{W}", 1, 1, ability.FirstStrike, "Knight"))
	cd := bf(t, g, 1, cornered)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h523ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: bear, Player: 1}, game.Attack{Attacker: lancer, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: cd, Attacker: bear})
	h523ToStep(t, g, game.FirstStrikeDamage)
	require.Equal(t, 19, g.Life(1))
	require.True(t, info(t, g, cd).Keywords.Has(ability.FirstStrike))
	require.Equal(t, 0, info(t, g, bear).Damage)
	h523ToStep(t, g, game.EndCombat)
	require.True(t, gone(g, bear), "the Cornered Duelist deals its damage in the second step")
	require.True(t, gone(g, cd))
}

// ---------------------------------------------------------------------
// Part 12. Definitions Check refuses

// 24. Check refuses statics the engine can't play as the rules say, each
// with a message that names the field and the reason:
//   - a static with flash for its own card: flash works where the card is
//     cast, not from the battlefield (CR 112.6, 702.8a);
//   - "Creatures your opponents control enter the battlefield tapped" as
//     a static: a replacement of how others enter (CR 614.1d, 614.12),
//     read only from each card's own restrictions;
//   - a characteristic-defining power and toughness given to a group: it
//     is the source's own (CR 604.3);
//   - "as long as you control each creature with the greatest power" in a
//     static: the power it reads would depend on it (CR 613.8);
//   - an "enters with a counter for each other creature you control": the
//     count doesn't read Other.
func TestH523RefusedStatics(t *testing.T) {
	for _, c := range []struct {
		name  string
		d     card.Definition
		field string
		words string
	}{
		{"flash static", card.Definition{Name: "Quick Shade", ManaCost: cost("{1}{B}"), Types: ability.Creature,
			Power: C(1), Toughness: C(1), Statics: []ability.Static{{Affects: ability.AffectsSelf, Keywords: ability.Flash}}},
			"Statics[0].Keywords", "112.6"},
		{"others enter tapped", card.Definition{Name: "Frozen Gate", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: h523Theirs, Restrictions: ability.EntersTapped}}},
			"Statics[0].Restrictions", "enters tapped"},
		{"group defining P/T", card.Definition{Name: "Host Banner", ManaCost: cost("{2}"), Types: ability.Artifact,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: h523Mine, SetPTFromCreatures: true}}},
			"Statics[0].Affects", "604.3"},
		{"greatest power", card.Definition{Name: "Alpha Brute", ManaCost: cost("{2}{R}"), Types: ability.Creature,
			Power: C(2), Toughness: C(2), Statics: []ability.Static{h523SelfIf(ability.If(ability.ControlEachGreatestPower), 2, 0)}},
			"Statics[0].If", "613.8"},
		{"enters with a count of others", card.Definition{Name: "Swarm Hydra", ManaCost: cost("{2}{G}"), Types: ability.Creature,
			Power: C(0), Toughness: C(0), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
				Counter: "+1/+1", Amount: ability.Amount{Kind: ability.CountPermanents,
					Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}}}},
			"EntersWithCounters.Amount.Group.Other", "Other"},
	} {
		err := card.Define(c.d).Check()
		require.Error(t, err, c.name)
		require.Contains(t, err.Error(), c.field, c.name)
		require.True(t, strings.Contains(err.Error(), c.words), "%s: %v", c.name, err)
	}
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 25. Three players. Alice's Vengeful Shade: {1}{B} 1/1, "Vengeful Shade
// gets +1/+1 as long as an opponent lost life last turn." In Carol's turn
// Alice's Spark Tender ("{T}: Spark Tender deals 1 damage to target
// creature or player") pings Carol. In Alice's next turn the Shade is
// 2/2; the Tender deals it 1 damage. Carol, who owns no card in any zone,
// concedes: she is no longer an opponent (CR 102.3, 800.4a), so the Shade
// is 1/1 with 1 damage. Before Alice receives priority, state-based
// actions must destroy it (CR 704.3, 704.5g). With one card of Carol's
// in her graveyard, the same concession destroys the Shade too.
func TestH523LeavingWithNothingChecksStateBasedActions(t *testing.T) {
	for _, carolCards := range []int{1, 0} {
		shade := h523Crt(t, "Vengeful Shade", "{1}{B}", 1, 1, "Shade", card.Definition{Statics: []ability.Static{
			h523SelfIf(ability.If(ability.OpponentLostLifeLastTurn), 1, 1)}})
		tender := h523Crt(t, "Spark Tender", "{1}{R}", 0, 1, "Shaman", card.Definition{Activated: []ability.Activated{{
			Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
		g := newGame(t, 3)
		for i := 0; i < 5; i++ {
			put(t, g, 0, zone.Library, card.Plains)
			put(t, g, 1, zone.Library, card.Plains)
		}
		for i := 0; i < carolCards; i++ {
			put(t, g, 2, zone.Graveyard, card.Plains)
		}
		s := bf(t, g, 0, shade)
		p := bf(t, g, 0, tender)
		require.NoError(t, g.Start(2, 2, game.Main1))
		require.NoError(t, g.Pass(2))
		require.NoError(t, g.Activate(0, p, 0, pl(2)))
		resolve(t, g, nil)
		require.Equal(t, 19, g.Life(2))
		for i := 0; i < 300 && g.Turn() == 2; i++ {
			idleAnswer(t, g, g.Pending(), "TestH523LeavingWithNothingChecksStateBasedActions")
		}
		h523ToStep(t, g, game.Main1)
		require.Equal(t, game.PlayerID(0), g.ActivePlayer())
		require.Equal(t, [2]int{2, 2}, pt(t, g, s))
		require.NoError(t, g.Activate(0, p, 0, obj(s)))
		resolve(t, g, nil)
		require.Equal(t, 1, info(t, g, s).Damage)
		h523Concede(t, g, 2)
		require.Equal(t, game.DecidePriority, g.Pending().Kind)
		require.True(t, gone(g, s), "Carol with %d cards: a 1/1 with 1 damage is destroyed (CR 704.5g)", carolCards)
	}
}
