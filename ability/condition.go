package ability

// Condition is an intervening "if" clause of a triggered ability
// (CR 603.4), evaluated for the ability's controller.
type Condition uint8

// The conditions.
const (
	// Always is no condition.
	Always Condition = iota
	// YouLostLifeLastTurn: the controller lost life during the previous
	// turn (CR 118.9, 603.4).
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
)
