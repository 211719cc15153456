// Command scenario runs scenario files (.scn), the engine's scripted test
// format, and reports one line per file:
//
//	go run ./examples/scenario [-v] FILE_OR_DIR...
//
// It prints "ok   PATH" or "FAIL PATH:LINE: reason" for each file and ends
// with "N passed, N failed". Exit status: 0 when all pass (and for -h),
// 1 when any fails, 2 for usage errors.
package main
