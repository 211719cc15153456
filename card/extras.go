package card

// extras lists the cards outside M15 that the seeds name (CARDS.md).
var extras = []*Definition{}
