package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

// -h prints the usage and exits 0; a bad flag or no file is a usage
// error, status 2.
func TestExitStatus(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"-h"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "usage: scenario [-v] FILE_OR_DIR...")
	assert.Empty(t, out.String())
	assert.Equal(t, 2, run([]string{"-nope"}, &out, &errOut))
	assert.Equal(t, 2, run(nil, &out, &errOut))
	assert.Equal(t, 0, run([]string{"../../testdata/scenarios/example_stack_lifo.scn"}, &out, &errOut))
	assert.Contains(t, out.String(), "1 passed, 0 failed")
}
