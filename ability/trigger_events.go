package ability

// The events of trigger_events (checked against Triggered.Match):
//
//   - YouDraw: the controller draws a card (CR 121.1).
//   - PermanentEnters: a permanent enters the battlefield, the source
//     included unless Match.Another (CR 603.6a); Match.Side is its
//     controller ("under your control").
//   - CreatureDies: a creature is put into a graveyard from the
//     battlefield (CR 700.4); Match.Side is its last controller.
//   - CardPutIntoGraveyard: a card (not a token, CR 111.7) is put into a
//     graveyard from anywhere; Match.Side is its owner.
//   - PlayerDiscards: a player discards a card (CR 701.8); Match.Side is
//     that player and Match.Types/NotTypes the card's types.
//   - YouAttackWithCreatures: the controller declares MinCount or more
//     attackers (CR 508.1, 508.3a).
//   - CreatureAttacks: a creature is declared as an attacker; the event
//     player is the player it attacks or the controller of the
//     planeswalker it attacks (the defending player, CR 506.2).
//   - CreatureAttacksYouOrYourPlaneswalker: a creature attacks the
//     controller or a planeswalker they control (CR 508.3a).
//   - DealtDamage: this permanent is dealt damage by any source; the
//     event amount is the damage (CR 120.3).
//   - EachUpkeep: the beginning of every player's upkeep (CR 503.1).
//   - AuraBecomesAttached: an Aura becomes attached to this permanent
//     (CR 303.4, 701.3); the event object is the Aura.

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
