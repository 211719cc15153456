package ability

import "github.com/spellstack/spellstack/mana"

// Op names an effect primitive: one instruction of a spell's or ability's
// text, carried out in order on resolution (CR 608.2c).
type Op uint8

// The effect primitives.
const (
	// OpDamage: the source deals Amount damage to target Target.
	OpDamage Op = iota + 1
	// OpGainLife: Who gains Amount life.
	OpGainLife
	// OpLoseLife: Who loses Amount life.
	OpLoseLife
	// OpDraw: Who draws Amount cards.
	OpDraw
	// OpDiscard: Who discards Amount cards of their choice.
	OpDiscard
	// OpAddMana: the controller adds Mana to their pool; with ManaChoice
	// set, Amount mana of one chosen type of ManaChoice instead.
	OpAddMana
	// OpCounter: counter target spell Target (CR 701.5).
	OpCounter
	// OpPump: target creature Target gets +Power/+Toughness until end of turn.
	OpPump
)

// Who says which player an effect acts on.
type Who uint8

// The players an effect can name.
const (
	// WhoYou is the controller of the spell or ability ("you").
	WhoYou Who = iota
	// WhoTarget is the player chosen for target Target.
	WhoTarget
)

// AmountKind says how an Amount is computed on resolution.
type AmountKind uint8

// The kinds of amount.
const (
	// Fixed is the number N.
	Fixed AmountKind = iota
	// ValueOfX is the X paid on casting (CR 107.3).
	ValueOfX
)

// Amount is a number an effect uses, fixed or computed on resolution.
type Amount struct {
	Kind AmountKind
	N    int
}

// N returns the fixed amount n.
func N(n int) Amount { return Amount{Kind: Fixed, N: n} }

// Effect is one effect primitive with its parameters. Fields an Op does
// not use stay zero.
type Effect struct {
	Op Op
	// Target is the index of the TargetSpec the effect acts on.
	Target int
	// Who is the player the effect acts on, for player effects.
	Who Who
	// Amount is damage, life, cards or the number of chosen mana.
	Amount Amount
	// Mana is the fixed mana OpAddMana adds.
	Mana mana.Pool
	// ManaChoice is the set of types OpAddMana chooses one from.
	ManaChoice mana.ColorSet
	// Power and Toughness are OpPump's modification.
	Power, Toughness int
}
