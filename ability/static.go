package ability

import "github.com/spellstack/spellstack/mana"

// Affects says which permanents a static ability modifies.
type Affects uint8

// The objects statics affect.
const (
	// AffectsSelf: the permanent with the ability.
	AffectsSelf Affects = iota
	// AffectsAttached: the permanent the Aura or Equipment is attached to.
	AffectsAttached
	// AffectsGroup: every permanent matching Group.
	AffectsGroup
)

// Static is a static ability of a permanent (CR 604): while the permanent
// is on the battlefield (and Condition holds), the affected permanents get
// the modification. It applies in layer order (CR 613): AddTypes in layer
// 4, Keywords in layer 6, SetPTFromCount in 7a, Power/Toughness in 7c.
type Static struct {
	// Affects says which permanents the static modifies.
	Affects Affects
	// Group selects the permanents an AffectsGroup static modifies.
	Group Group
	// IfControlSubtype is a condition: "as long as you control an
	// Island".
	IfControlSubtype string
	// If is a condition on the game state the static applies under
	// ("as long as you control an artifact", CR 604.2); zero for none.
	If Condition
	// Power and Toughness are added to the affected permanents' power and
	// toughness (layer 7c).
	Power, Toughness int
	// Keywords are keyword abilities the affected permanents have (layer 6).
	Keywords Keyword
	// Restrictions are rules restrictions the affected permanents have
	// ("can't block").
	Restrictions Restriction
	// SetPTFromCount makes power and toughness each equal to the number
	// of permanents with this subtype the controller controls, a
	// characteristic-defining ability (CR 604.3, 613.3a; Nightmare).
	SetPTFromCount string
	// SetPTFromCreatures makes power and toughness each equal to the
	// number of creatures the controller controls (CR 604.3, 613.3a;
	// Seraph of the Masses), itself included.
	SetPTFromCreatures bool
	// AddTypes are card types the affected permanent has in addition to
	// its others (layer 4, CR 613.1d; Ensoul Artifact). Only statics of
	// the permanent itself or of an attached Aura or Equipment may add
	// types, so that whether a static applies never depends on the types
	// another static adds.
	AddTypes Type
	// SetBasePT makes the affected permanent's base power and toughness
	// BasePower/BaseToughness (layer 7b, CR 613.3b).
	SetBasePT                bool
	BasePower, BaseToughness int
	// PreventAllButOne: damage a source would deal to the controller or a
	// planeswalker they control is reduced to 1 (a prevention effect,
	// CR 615; Ajani Steadfast's emblem).
	PreventAllButOne bool
	// PreventPerCreature: damage a source would deal to the affected
	// permanent is reduced by the number of creatures the static's
	// controller controls, counted as the damage would be dealt (a
	// prevention effect, CR 615; Shield of the Avatar).
	PreventPerCreature bool
	// Grant gives the affected permanents this activated ability (layer
	// 6, CR 613.1f): "Enchanted creature has '{T}: ...'". The permanent
	// is its source and its controller activates it.
	Grant *Activated
	// Protection gives the affected permanents protection from each of
	// these colours (CR 702.16, 702.16h: "from all colors").
	Protection mana.ColorSet
	// ProtectionKeepsAuras: "this effect doesn't remove Auras": Auras may
	// stay attached despite this static's protection (CR 702.16m).
	ProtectionKeepsAuras bool
	// ControllerCantPlayLands: "You can't play lands" (CR 305.1 changed
	// by an effect, 101.2: "can't" wins).
	ControllerCantPlayLands bool
	// StopsCreatureEnterTriggers: "Creatures entering the battlefield
	// don't cause abilities to trigger." The creatures still enter; only
	// the abilities that would trigger on their entering don't
	// (CR 603.2 changed by an effect, 101.2).
	StopsCreatureEnterTriggers bool
	// SpellsHaveConvoke: spells of these card types the controller casts
	// have convoke ("Artifact spells you cast have convoke", CR 702.50a,
	// 601.2f); zero for none.
	SpellsHaveConvoke Type
	// AttackBlockTax is generic mana the controller of the affected
	// creature must pay for it to attack or block ("can't attack or block
	// unless its controller pays {3}", CR 508.1d, 509.1d); 0 for none.
	AttackBlockTax int
	// ActivationTax is generic mana added to the cost of every activated
	// ability of the affected permanent ("cost {3} more to activate",
	// CR 601.2f via 602.2b); 0 for none.
	ActivationTax int
	// LandsAre is a basic land type every land has in addition to its
	// other types ("Each land is a Swamp in addition to its other land
	// types", layer 4, CR 305.7); the land then has that type's mana
	// ability (CR 305.6).
	LandsAre string
	// AttackNeedsKeyword: creatures with none of these keywords can't
	// attack ("Creatures without flying or islandwalk can't attack",
	// CR 508.1c).
	AttackNeedsKeyword Keyword
}
