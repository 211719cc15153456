package ability

// ConditionKind says what a Condition checks.
type ConditionKind uint8

// The conditions of statics ("as long as ...", CR 604.2), activation
// restrictions ("activate only if ...", CR 602.5b) and intervening "if"
// clauses of triggered abilities (CR 603.4).
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
	// battlefield, whoever controls it (unless Group.Side, seen from the
	// controller, narrows whose): "unless there is a Mountain on the
	// battlefield", "unless an opponent controls a Mountain".
	NoneOnBattlefield
	// OpponentOwnsCardInExile holds while an opponent of the controller
	// owns a card in exile.
	OpponentOwnsCardInExile
	// YouLostLifeLastTurn: the controller lost life during the previous
	// turn (CR 118.3, 603.4).
	YouLostLifeLastTurn
	// OpponentLostLifeLastTurn: an opponent of the controller lost life
	// during the previous turn.
	OpponentLostLifeLastTurn
	// LifeBelowStarting: the controller's life total is less than their
	// starting life total (CR 103.3).
	LifeBelowStarting
	// ControlEachGreatestPower: the controller controls each creature on
	// the battlefield with the greatest power.
	ControlEachGreatestPower
	// DefendingPlayerControlsNoSubtype: the event player (the defending
	// player) controls no permanent of Triggered.IfControlSubtype's
	// subtype; with this condition, IfControlSubtype is read so.
	DefendingPlayerControlsNoSubtype
	// NoLoyaltyActivatedThisTurn: the controller activated no loyalty
	// ability of a planeswalker this turn (CR 606).
	NoLoyaltyActivatedThisTurn
	// EventCardHasSubtype: the card of the event (the discarded card, as
	// it last existed, CR 608.2g) has subtype Subtype: "if the discarded
	// card was a Zombie card".
	EventCardHasSubtype
	// YouCastAnotherSpellThisTurn: the controller has cast a spell this
	// turn before the one this condition is checked for (Illusory Angel;
	// turn history).
	YouCastAnotherSpellThisTurn
)

// Condition is a condition on the game state, checked continuously for
// a static ability, on activation for an activated ability, when a
// triggered ability triggers and resolves (CR 603.4), and for an "if" of
// an effect as the effect is reached during resolution (CR 608.2c). Group
// says which permanents count: its Types default to creatures, its Side
// is ignored (the kind says whose), and Other excludes the source.
type Condition struct {
	// Kind says what the condition checks (the zero value, Always, always
	// holds), and Group which permanents count (see Condition).
	Kind  ConditionKind
	Group Group
	// Subtype is the subtype EventCardHasSubtype looks for.
	Subtype string
}

// IfYouControl is the condition "as long as you control a permanent of
// types t" (an artifact, a creature).
func IfYouControl(t Type) Condition {
	return Condition{Kind: YouControl, Group: Group{Types: t}}
}

// If returns the condition of kind k, which reads no group.
func If(k ConditionKind) Condition { return Condition{Kind: k} }
