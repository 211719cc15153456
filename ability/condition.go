package ability

// ConditionKind says what a Condition checks.
type ConditionKind uint8

// The conditions of statics ("as long as ...", CR 604.2) and activation
// restrictions ("activate only if ...", CR 602.5b).
const (
	// Always is no condition.
	Always ConditionKind = iota
	// YouControl holds while the controller controls a permanent in
	// Group: "as long as you control an artifact".
	YouControl
	// YouControlNone holds while the controller controls no permanent in
	// Group: "only if you control no creatures".
	YouControlNone
	// NoneOnBattlefield holds while no permanent in Group is on the
	// battlefield, whoever controls it: "unless there is a Mountain on
	// the battlefield".
	NoneOnBattlefield
	// OpponentOwnsCardInExile holds while an opponent of the controller
	// owns a card in exile.
	OpponentOwnsCardInExile
)

// Condition is a condition on the game state, checked continuously for
// a static ability and on activation for an activated ability. Group
// says which permanents count: its Types default to creatures, its Side
// is ignored (the kind says whose), and Other excludes the source.
type Condition struct {
	Kind  ConditionKind
	Group Group
}

// IfYouControl is the condition "as long as you control a permanent of
// types t" (an artifact, a creature).
func IfYouControl(t Type) Condition {
	return Condition{Kind: YouControl, Group: Group{Types: t}}
}
