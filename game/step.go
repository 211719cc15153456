package game

// Step is a step of a turn, or a main phase, which has no steps
// (CR 500.1). Steps are numbered in turn order.
type Step uint8

// The steps and main phases in order (CR 501–514).
const (
	Untap Step = iota
	Upkeep
	Draw
	Main1
	BeginCombat
	DeclareAttackers
	DeclareBlockers
	FirstStrikeDamage
	CombatDamage
	EndCombat
	Main2
	End
	Cleanup
	numSteps
)

var stepNames = [numSteps]string{"untap", "upkeep", "draw", "main1", "combat", "attackers",
	"blockers", "firststrike", "damage", "endcombat", "main2", "end", "cleanup"}

// String returns the step's short name as scenario files write it
// ("main1", "combat", "firststrike").
func (s Step) String() string {
	if s >= numSteps {
		return "step?"
	}
	return stepNames[s]
}

// ParseStep maps a short step name to its Step.
func ParseStep(name string) (Step, bool) {
	for i, n := range stepNames {
		if n == name {
			return Step(i), true
		}
	}
	return 0, false
}

// IsMain reports whether s is a main phase (CR 505).
func (s Step) IsMain() bool { return s == Main1 || s == Main2 }

// IsCombat reports whether s is a step of the combat phase (CR 506.1).
func (s Step) IsCombat() bool { return s >= BeginCombat && s <= EndCombat }
