package ability

import "strings"

// Restriction is a set of rules-changing properties a permanent or spell
// may have that are not keyword abilities: "can't block", "doesn't
// untap", "can't be countered" (CR 101.2 style restrictions), as a bit
// mask. Cards print some; Auras and effects grant others.
type Restriction uint32

// The restrictions the M15 cards use.
const (
	CantAttack Restriction = 1 << iota
	CantBlock
	// AttacksEachCombat: attacks each combat if able (CR 508.1d).
	AttacksEachCombat
	// CantBeBlockedByMoreThanOne (CR 509.1b).
	CantBeBlockedByMoreThanOne
	// CantBeBlockedByWalls (CR 509.1b).
	CantBeBlockedByWalls
	// CanBlockOnlyFlyers: can block only creatures with flying.
	CanBlockOnlyFlyers
	// CantBeCountered: the spell can't be countered (CR 101.2).
	CantBeCountered
	// EntersTapped: the permanent enters the battlefield tapped (CR 614.1c).
	EntersTapped
	// DoesntUntap: doesn't untap during its controller's untap step
	// (CR 502.2).
	DoesntUntap
	// CantActivate: its activated abilities can't be activated.
	CantActivate
	// CantBeBlocked: can't be blocked (CR 509.1b).
	CantBeBlocked
	// CantBeBlockedExceptByWalls: can't be blocked except by Walls
	// (CR 509.1b).
	CantBeBlockedExceptByWalls
	// CantBeBlockedByPowerTwoOrLess: can't be blocked by creatures with
	// power 2 or less (CR 509.1b).
	CantBeBlockedByPowerTwoOrLess
)

var restrictionNames = [...]string{"can't attack", "can't block", "attacks each combat if able",
	"can't be blocked by more than one creature", "can't be blocked by Walls",
	"can block only creatures with flying", "can't be countered", "enters the battlefield tapped",
	"doesn't untap", "activated abilities can't be activated", "can't be blocked",
	"can't be blocked except by Walls", "can't be blocked by creatures with power 2 or less"}

// Has reports whether every restriction of q is in r, and q names one at
// least: Has(0) is false.
func (r Restriction) Has(q Restriction) bool { return r&q == q && q != 0 }

// String lists the restrictions in words.
func (r Restriction) String() string {
	var out []string
	for i, n := range restrictionNames {
		if r&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return strings.Join(out, ", ")
}
