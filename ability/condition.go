package ability

// Condition is an "if" of an effect, checked as the effect would happen
// (CR 608.2c: the instructions are followed in order, and a condition is
// checked when its instruction is reached).
type Condition struct {
	// YouControl is "if you control a <Group>" ("a blue creature"): some
	// permanent the controller controls matches it.
	YouControl Group
	// EventCardSubtype is "if the <card> was a <Subtype> card": the card
	// of the event (the discarded card, CR 608.2h) has this subtype.
	EventCardSubtype string
}
