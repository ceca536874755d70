;; The quick model's sweep passes (spacewise.ts flightPass and shotPass, the same operations in
;; the same order, so the same values to the bit) over tables laid out in linear memory by
;; sweeps-wasm.ts. V8's optimised JavaScript checks each typed array's map, length and base on
;; every access of the pass's inner loop; here a load is one instruction.
;;
;; Header (byte offsets; i32 unless marked f64):
;;   0 N (n * 6)   4 n   8 green   12 clubs   16 flightOrder   20 its length   24 firstOnly
;;   28 its length   32 inTrees (u8)   36 landV   40 dottedV   44 dotsV   48 stopOut
;;   52 aheadX   56 leftX   60 rightX   64 edges   68 its length   72 landAt   76 dottedAt
;;   80 dotAt   84 its length   88 terrain (u8)   92 V   96 ahead   100 nbr   104 dotEnd
;;   (dots counts * N, ends as Kernel.dotEnd)   108 dots counts   112 shot scratch dots
;;   116 shot scratch dotted
;;   128 pen (f64)   136.. results (f64): 136 above, 144 below, 152 delta, 160 top, 168 rise,
;;   176 fall, 184 shot top
;; Club k at 256 + 64 k: 0 M1, 4 dots faces, 8 pNum, 12 landP, 16 dotP, 20 dotJ, 24 W (with
;;   room), 28 first; 32 pTri (f64), 40 pCurve (f64), 48 pDotted (f64).
(module
  (import "env" "memory" (memory 1))

  ;; Spacewise's per-pass reads of V (spacewise.ts fromV).
  (func $fromV
    (local $n i32) (local $green i32) (local $terr i32) (local $V i32) (local $pen f64)
    (local $stop i32) (local $c i32) (local $vc f64) (local $N i32) (local $cd i32)
    (local $landV i32) (local $dottedV i32) (local $landAt i32) (local $dottedAt i32)
    (local $dotsV i32) (local $dotAt i32) (local $len i32) (local $i i32)
    (local.set $N (i32.load (i32.const 0)))
    (local.set $n (i32.load (i32.const 4)))
    (local.set $green (i32.load (i32.const 8)))
    (local.set $terr (i32.load (i32.const 88)))
    (local.set $V (i32.load (i32.const 92)))
    (local.set $stop (i32.load (i32.const 48)))
    (local.set $pen (f64.load (i32.const 128)))
    (block $done
      (loop $spaces
        (br_if $done (i32.ge_s (local.get $c) (local.get $n)))
        (local.set $vc (f64.load (i32.add (local.get $V) (i32.shl (local.get $c) (i32.const 3)))))
        (f64.store
          (i32.add (local.get $stop) (i32.shl (local.get $c) (i32.const 3)))
          (if (result f64) (i32.eq (local.get $c) (local.get $green))
            (then (f64.const 0))
            (else
              (f64.add
                (select (local.get $pen) (f64.const 0)
                  (i32.eq (i32.load8_u (i32.add (local.get $terr) (local.get $c))) (i32.const 4)))
                (local.get $vc)))))
        (f64.store
          (i32.add (local.get $stop) (i32.shl (i32.add (local.get $n) (local.get $c)) (i32.const 3)))
          (f64.add (local.get $pen)
            (if (result f64) (i32.eq (local.get $c) (local.get $green))
              (then (f64.const 0)) (else (local.get $vc)))))
        (local.set $c (i32.add (local.get $c) (i32.const 1)))
        (br $spaces)))
    (local.set $landV (i32.load (i32.const 36)))
    (local.set $dottedV (i32.load (i32.const 40)))
    (local.set $landAt (i32.load (i32.const 72)))
    (local.set $dottedAt (i32.load (i32.const 76)))
    (block $done2
      (loop $states
        (br_if $done2 (i32.ge_s (local.get $cd) (local.get $N)))
        (f64.store
          (i32.add (local.get $landV) (i32.shl (local.get $cd) (i32.const 3)))
          (f64.load (i32.add (local.get $stop)
            (i32.shl (i32.load (i32.add (local.get $landAt) (i32.shl (local.get $cd) (i32.const 2))))
              (i32.const 3)))))
        (f64.store
          (i32.add (local.get $dottedV) (i32.shl (local.get $cd) (i32.const 3)))
          (f64.min
            (f64.load (i32.add (local.get $stop)
              (i32.shl (i32.load (i32.add (local.get $dottedAt) (i32.shl (local.get $cd) (i32.const 3))))
                (i32.const 3))))
            (f64.load (i32.add (local.get $stop)
              (i32.shl (i32.load offset=4 (i32.add (local.get $dottedAt) (i32.shl (local.get $cd) (i32.const 3))))
                (i32.const 3))))))
        (local.set $cd (i32.add (local.get $cd) (i32.const 1)))
        (br $states)))
    (local.set $dotsV (i32.load (i32.const 44)))
    (local.set $dotAt (i32.load (i32.const 80)))
    (local.set $len (i32.load (i32.const 84)))
    (block $done3
      (loop $dots
        (br_if $done3 (i32.ge_s (local.get $i) (local.get $len)))
        (f64.store
          (i32.add (local.get $dotsV) (i32.shl (local.get $i) (i32.const 3)))
          (f64.load (i32.add (local.get $stop)
            (i32.shl (i32.load (i32.add (local.get $dotAt) (i32.shl (local.get $i) (i32.const 2))))
              (i32.const 3)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $dots))))

  ;; spacewise.ts flightPass: every flight state from V; write 0 is the residual pass.
  (func (export "flight") (param $write i32) (result f64)
    (local $k i32) (local $clubs i32) (local $club i32) (local $M1 i32) (local $pNum i32)
    (local $landP i32) (local $W i32) (local $first i32) (local $pTri f64) (local $pCurve f64)
    (local $N i32) (local $n i32) (local $e i32) (local $edges i32) (local $nEdges i32)
    (local $c i32) (local $out f64) (local $i i32) (local $L i32) (local $stop i32)
    (local $order i32) (local $nOrder i32) (local $oi i32) (local $cd i32) (local $land f64)
    (local $C f64) (local $base i32) (local $at i32) (local $sum f64) (local $fly f64)
    (local $v f64) (local $lm i32) (local $rm i32) (local $trees i32) (local $tri f64)
    (local $w f64) (local $diff f64) (local $delta f64) (local $top f64) (local $rise f64)
    (local $fall f64) (local $inTrees i32) (local $landV i32) (local $aheadX i32)
    (local $leftX i32) (local $rightX i32) (local $only i32) (local $nOnly i32)
    (local $pDotted f64) (local $dottedV i32) (local $dotsV i32) (local $nDot i32) (local $dotP i32)
    (local $dotJ i32) (local $j i32)
    (call $fromV)
    (local.set $dottedV (i32.load (i32.const 40)))
    (local.set $dotsV (i32.load (i32.const 44)))
    (local.set $N (i32.load (i32.const 0)))
    (local.set $n (i32.load (i32.const 4)))
    (local.set $clubs (i32.load (i32.const 12)))
    (local.set $order (i32.load (i32.const 16)))
    (local.set $nOrder (i32.load (i32.const 20)))
    (local.set $only (i32.load (i32.const 24)))
    (local.set $nOnly (i32.load (i32.const 28)))
    (local.set $inTrees (i32.load (i32.const 32)))
    (local.set $landV (i32.load (i32.const 36)))
    (local.set $stop (i32.load (i32.const 48)))
    (local.set $aheadX (i32.load (i32.const 52)))
    (local.set $leftX (i32.load (i32.const 56)))
    (local.set $rightX (i32.load (i32.const 60)))
    (local.set $edges (i32.load (i32.const 64)))
    (local.set $nEdges (i32.load (i32.const 68)))
    (block $clubsDone
      (loop $eachClub
        (br_if $clubsDone (i32.ge_s (local.get $k) (local.get $clubs)))
        (local.set $club (i32.add (i32.const 256) (i32.shl (local.get $k) (i32.const 6))))
        (local.set $M1 (i32.load (local.get $club)))
        (local.set $pNum (i32.load offset=8 (local.get $club)))
        (local.set $landP (i32.load offset=12 (local.get $club)))
        (local.set $W (i32.load offset=24 (local.get $club)))
        (local.set $first (i32.load offset=28 (local.get $club)))
        (local.set $pTri (f64.load offset=32 (local.get $club)))
        (local.set $pCurve (f64.load offset=40 (local.get $club)))
        (local.set $pDotted (f64.load offset=48 (local.get $club)))
        (local.set $nDot (i32.load offset=4 (local.get $club)))
        (local.set $dotP (i32.load offset=16 (local.get $club)))
        (local.set $dotJ (i32.load offset=20 (local.get $club)))
        ;; Flying out of bounds from c costs what resting at c with a penalty does.
        (local.set $e (i32.const 0))
        (block $edgesDone
          (loop $eachEdge
            (br_if $edgesDone (i32.ge_s (local.get $e) (local.get $nEdges)))
            (local.set $c (i32.load (i32.add (local.get $edges) (i32.shl (local.get $e) (i32.const 2)))))
            (local.set $out (f64.load (i32.add (local.get $stop)
              (i32.shl (i32.add (local.get $n) (local.get $c)) (i32.const 3)))))
            (local.set $i (i32.add (local.get $W)
              (i32.shl (i32.mul (i32.add (local.get $N) (local.get $c)) (local.get $M1)) (i32.const 3))))
            (local.set $L (i32.const 0))
            (loop $fill
              (f64.store (i32.add (local.get $i) (i32.shl (local.get $L) (i32.const 3))) (local.get $out))
              (local.set $L (i32.add (local.get $L) (i32.const 1)))
              (br_if $fill (i32.lt_s (local.get $L) (local.get $M1))))
            (local.set $e (i32.add (local.get $e) (i32.const 1)))
            (br $eachEdge)))
        (local.set $oi (i32.const 0))
        (block $orderDone
          (loop $eachState
            (br_if $orderDone (i32.ge_s (local.get $oi) (local.get $nOrder)))
            (local.set $cd (i32.load (i32.add (local.get $order) (i32.shl (local.get $oi) (i32.const 2)))))
            (local.set $oi (i32.add (local.get $oi) (i32.const 1)))
            (local.set $land (f64.load (i32.add (local.get $landV) (i32.shl (local.get $cd) (i32.const 3)))))
            (local.set $C (f64.mul (local.get $pDotted)
              (f64.load (i32.add (local.get $dottedV) (i32.shl (local.get $cd) (i32.const 3))))))
            (local.set $j (i32.const 0))
            (block $dotsDone
              (loop $eachDot
                (br_if $dotsDone (i32.ge_s (local.get $j) (local.get $nDot)))
                (local.set $C
                  (f64.add (local.get $C)
                    (f64.mul
                      (f64.load (i32.add (local.get $dotP) (i32.shl (local.get $j) (i32.const 3))))
                      (f64.load (i32.add (local.get $dotsV)
                        (i32.shl
                          (i32.add
                            (i32.mul (i32.load (i32.add (local.get $dotJ) (i32.shl (local.get $j) (i32.const 2))))
                              (local.get $N))
                            (local.get $cd))
                          (i32.const 3)))))))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $eachDot)))
            ;; Byte addresses: base and at of the state's numbers to beat, then lm and rm.
            (local.set $base (i32.add (local.get $W) (i32.shl
              (i32.mul (i32.load (i32.add (local.get $aheadX) (i32.shl (local.get $cd) (i32.const 2))))
                (local.get $M1)) (i32.const 3))))
            (local.set $at (i32.add (local.get $W)
              (i32.shl (i32.mul (local.get $cd) (local.get $M1)) (i32.const 3))))
            (local.set $sum (f64.const 0))
            (local.set $trees (i32.load8_u (i32.add (local.get $inTrees) (local.get $cd))))
            (local.set $L (i32.shl (i32.sub (local.get $M1) (i32.const 1)) (i32.const 3)))
            (if (i32.and (local.get $write) (i32.eqz (local.get $trees)))
              (then
                (if (f64.eq (local.get $pCurve) (f64.const 0))
                  (then
                    (loop $straight
                      (local.set $fly (f64.load (i32.add (local.get $base) (local.get $L))))
                      (f64.store (i32.add (local.get $at) (local.get $L))
                        (f64.add
                          (f64.add
                            (f64.add (local.get $C)
                              (f64.mul (f64.load (i32.add (local.get $landP) (local.get $L))) (local.get $land)))
                            (local.get $sum))
                          (f64.mul (local.get $pTri) (local.get $fly))))
                      (local.set $sum (f64.add (local.get $sum)
                        (f64.mul (f64.load (i32.add (local.get $pNum) (local.get $L))) (local.get $fly))))
                      (local.set $L (i32.sub (local.get $L) (i32.const 8)))
                      (br_if $straight (i32.ge_s (local.get $L) (i32.const 0)))))
                  (else
                    (local.set $lm (i32.add (local.get $W) (i32.shl
                      (i32.mul (i32.load (i32.add (local.get $leftX) (i32.shl (local.get $cd) (i32.const 2))))
                        (local.get $M1)) (i32.const 3))))
                    (local.set $rm (i32.add (local.get $W) (i32.shl
                      (i32.mul (i32.load (i32.add (local.get $rightX) (i32.shl (local.get $cd) (i32.const 2))))
                        (local.get $M1)) (i32.const 3))))
                    (loop $curved
                      (local.set $fly (f64.load (i32.add (local.get $base) (local.get $L))))
                      (f64.store (i32.add (local.get $at) (local.get $L))
                        (f64.add
                          (f64.add
                            (f64.add
                              (f64.add (local.get $C)
                                (f64.mul (f64.load (i32.add (local.get $landP) (local.get $L))) (local.get $land)))
                              (local.get $sum))
                            (f64.mul (local.get $pTri) (local.get $fly)))
                          (f64.mul (local.get $pCurve)
                            (f64.min
                              (f64.load (i32.add (local.get $lm) (local.get $L)))
                              (f64.load (i32.add (local.get $rm) (local.get $L)))))))
                      (local.set $sum (f64.add (local.get $sum)
                        (f64.mul (f64.load (i32.add (local.get $pNum) (local.get $L))) (local.get $fly))))
                      (local.set $L (i32.sub (local.get $L) (i32.const 8)))
                      (br_if $curved (i32.ge_s (local.get $L) (i32.const 0))))))
                (f64.store (i32.add (local.get $first) (i32.shl (local.get $cd) (i32.const 3)))
                  (f64.add (f64.add (local.get $C) (local.get $sum))
                    (f64.mul (local.get $pTri) (f64.load (local.get $base)))))
                (br $eachState)))
            ;; Trees (a triangle lands) or the residual pass: the general loop.
            (local.set $lm (i32.add (local.get $W) (i32.shl
              (i32.mul (i32.load (i32.add (local.get $leftX) (i32.shl (local.get $cd) (i32.const 2))))
                (local.get $M1)) (i32.const 3))))
            (local.set $rm (i32.add (local.get $W) (i32.shl
              (i32.mul (i32.load (i32.add (local.get $rightX) (i32.shl (local.get $cd) (i32.const 2))))
                (local.get $M1)) (i32.const 3))))
            (local.set $tri (f64.const 0))
            (loop $general
              (local.set $fly (f64.load (i32.add (local.get $base) (local.get $L))))
              (local.set $tri (select (local.get $land) (local.get $fly) (local.get $trees)))
              (local.set $v
                (f64.add
                  (f64.add
                    (f64.add (local.get $C)
                      (f64.mul (f64.load (i32.add (local.get $landP) (local.get $L))) (local.get $land)))
                    (local.get $sum))
                  (f64.mul (local.get $pTri) (local.get $tri))))
              (if (f64.ne (local.get $pCurve) (f64.const 0))
                (then
                  (local.set $v (f64.add (local.get $v)
                    (f64.mul (local.get $pCurve)
                      (f64.min
                        (f64.load (i32.add (local.get $lm) (local.get $L)))
                        (f64.load (i32.add (local.get $rm) (local.get $L)))))))))
              (if (local.get $write)
                (then (f64.store (i32.add (local.get $at) (local.get $L)) (local.get $v)))
                (else
                  (local.set $w (f64.load (i32.add (local.get $at) (local.get $L))))
                  (local.set $diff
                    (if (result f64) (f64.gt (local.get $v) (local.get $w))
                      (then (f64.sub (local.get $v) (local.get $w)))
                      (else (f64.sub (local.get $w) (local.get $v)))))
                  (if (f64.gt (local.get $diff) (local.get $delta)) (then (local.set $delta (local.get $diff))))
                  (if (f64.gt (local.get $w) (local.get $top)) (then (local.set $top (local.get $w))))
                  (if (f64.gt (f64.sub (local.get $v) (local.get $w)) (local.get $rise))
                    (then (local.set $rise (f64.sub (local.get $v) (local.get $w)))))
                  (if (f64.gt (f64.sub (local.get $w) (local.get $v)) (local.get $fall))
                    (then (local.set $fall (f64.sub (local.get $w) (local.get $v)))))))
              (local.set $sum (f64.add (local.get $sum)
                (f64.mul (f64.load (i32.add (local.get $pNum) (local.get $L))) (local.get $fly))))
              (local.set $L (i32.sub (local.get $L) (i32.const 8)))
              (br_if $general (i32.ge_s (local.get $L) (i32.const 0))))
            (f64.store (i32.add (local.get $first) (i32.shl (local.get $cd) (i32.const 3)))
              (f64.add (f64.add (local.get $C) (local.get $sum))
                (f64.mul (local.get $pTri) (local.get $tri))))
            (br $eachState)))
        ;; States no flight is in: only that first roll.
        (local.set $oi (i32.const 0))
        (block $onlyDone
          (loop $eachOnly
            (br_if $onlyDone (i32.ge_s (local.get $oi) (local.get $nOnly)))
            (local.set $cd (i32.load (i32.add (local.get $only) (i32.shl (local.get $oi) (i32.const 2)))))
            (local.set $oi (i32.add (local.get $oi) (i32.const 1)))
            (local.set $C (f64.mul (local.get $pDotted)
              (f64.load (i32.add (local.get $dottedV) (i32.shl (local.get $cd) (i32.const 3))))))
            (local.set $j (i32.const 0))
            (block $dotsDone2
              (loop $eachDot2
                (br_if $dotsDone2 (i32.ge_s (local.get $j) (local.get $nDot)))
                (local.set $C
                  (f64.add (local.get $C)
                    (f64.mul
                      (f64.load (i32.add (local.get $dotP) (i32.shl (local.get $j) (i32.const 3))))
                      (f64.load (i32.add (local.get $dotsV)
                        (i32.shl
                          (i32.add
                            (i32.mul (i32.load (i32.add (local.get $dotJ) (i32.shl (local.get $j) (i32.const 2))))
                              (local.get $N))
                            (local.get $cd))
                          (i32.const 3)))))))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $eachDot2)))
            (local.set $base (i32.add (local.get $W) (i32.shl
              (i32.mul (i32.load (i32.add (local.get $aheadX) (i32.shl (local.get $cd) (i32.const 2))))
                (local.get $M1)) (i32.const 3))))
            (local.set $sum (f64.const 0))
            (local.set $L (i32.shl (i32.sub (local.get $M1) (i32.const 1)) (i32.const 3)))
            (loop $rolls
              (local.set $sum (f64.add (local.get $sum)
                (f64.mul (f64.load (i32.add (local.get $pNum) (local.get $L)))
                  (f64.load (i32.add (local.get $base) (local.get $L))))))
              (local.set $L (i32.sub (local.get $L) (i32.const 8)))
              (br_if $rolls (i32.ge_s (local.get $L) (i32.const 0))))
            (f64.store (i32.add (local.get $first) (i32.shl (local.get $cd) (i32.const 3)))
              (f64.add (f64.add (local.get $C) (local.get $sum))
                (f64.mul (local.get $pTri)
                  (if (result f64) (i32.load8_u (i32.add (local.get $inTrees) (local.get $cd)))
                    (then (f64.load (i32.add (local.get $landV) (i32.shl (local.get $cd) (i32.const 3)))))
                    (else (f64.load (local.get $base)))))))
            (br $eachOnly)))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $eachClub)))
    (f64.store (i32.const 152) (local.get $delta))
    (f64.store (i32.const 160) (local.get $top))
    (f64.store (i32.const 168) (local.get $rise))
    (f64.store (i32.const 176) (local.get $fall))
    (local.get $delta))

  ;; The cost of coming to rest at c (model.ts stopVal).
  (func $stopVal (param $c i32) (result f64)
    (if (result f64) (i32.eq (local.get $c) (i32.load (i32.const 8)))
      (then (f64.const 0))
      (else
        (f64.add
          (select (f64.load (i32.const 128)) (f64.const 0)
            (i32.eq (i32.load8_u (i32.add (i32.load (i32.const 88)) (local.get $c))) (i32.const 4)))
          (f64.load (i32.add (i32.load (i32.const 92)) (i32.shl (local.get $c) (i32.const 3))))))))

  ;; Out of bounds at the edge space c (model.ts outVal).
  (func $outVal (param $c i32) (result f64)
    (f64.add (f64.load (i32.const 128))
      (if (result f64) (i32.eq (local.get $c) (i32.load (i32.const 8)))
        (then (f64.const 0))
        (else (f64.load (i32.add (i32.load (i32.const 92)) (i32.shl (local.get $c) (i32.const 3))))))))

  ;; A side of the dotted curve from s1: out from s1 if it leaves the course, else resting there.
  (func $side (param $s i32) (param $out1 f64) (result f64)
    (if (result f64) (i32.lt_s (local.get $s) (i32.const 0))
      (then (local.get $out1))
      (else (call $stopVal (local.get $s)))))

  ;; spacewise.ts shotPass: every space's best shot from the flight values; write 0 measures only.
  (func (export "shot") (param $write i32) (result f64)
    (local $n i32) (local $N i32) (local $c i32) (local $green i32) (local $V i32)
    (local $nbr i32) (local $ahead i32) (local $dotEnd i32) (local $nDots i32)
    (local $dots i32) (local $dotted i32) (local $sand i32) (local $outc f64) (local $d i32)
    (local $cd i32) (local $s1 i32) (local $dv f64) (local $out1 f64) (local $j i32)
    (local $e i32) (local $best f64) (local $k i32) (local $clubs i32) (local $club i32)
    (local $M1 i32) (local $W i32) (local $first i32) (local $pCurve f64) (local $curve f64)
    (local $x f64) (local $a2 i32) (local $v f64) (local $nDot i32) (local $dotP i32)
    (local $dotJ i32) (local $pNum i32) (local $nn i32) (local $row i32) (local $vc f64)
    (local $diff f64) (local $delta f64) (local $above f64) (local $below f64) (local $top f64)
    (local.set $N (i32.load (i32.const 0)))
    (local.set $n (i32.load (i32.const 4)))
    (local.set $green (i32.load (i32.const 8)))
    (local.set $clubs (i32.load (i32.const 12)))
    (local.set $V (i32.load (i32.const 92)))
    (local.set $ahead (i32.load (i32.const 96)))
    (local.set $nbr (i32.load (i32.const 100)))
    (local.set $dotEnd (i32.load (i32.const 104)))
    (local.set $nDots (i32.load (i32.const 108)))
    (local.set $dots (i32.load (i32.const 112)))
    (local.set $dotted (i32.load (i32.const 116)))
    (block $spacesDone
      (loop $eachSpace
        (br_if $spacesDone (i32.ge_s (local.get $c) (local.get $n)))
        (block $skip
          (br_if $skip (i32.eq (local.get $c) (local.get $green)))
          (local.set $sand (i32.eq (i32.load8_u (i32.add (i32.load (i32.const 88)) (local.get $c))) (i32.const 2)))
          (local.set $vc (f64.load (i32.add (local.get $V) (i32.shl (local.get $c) (i32.const 3)))))
          (local.set $outc (f64.add (f64.load (i32.const 128)) (local.get $vc)))
          (if (local.get $sand)
            (then
              ;; From sand the first roll does not move the ball: its own sums.
              (local.set $d (i32.const 0))
              (loop $eachDir
                (local.set $cd (i32.add (i32.mul (local.get $c) (i32.const 6)) (local.get $d)))
                (local.set $s1 (i32.load (i32.add (local.get $nbr) (i32.shl (local.get $cd) (i32.const 2)))))
                (local.set $dv (local.get $outc))
                (if (i32.ge_s (local.get $s1) (i32.const 0))
                  (then
                    (local.set $out1 (call $outVal (local.get $s1)))
                    (local.set $dv
                      (f64.min
                        (call $side
                          (i32.load (i32.add (local.get $nbr) (i32.shl
                            (i32.add (i32.mul (local.get $s1) (i32.const 6))
                              (select (i32.const 5) (i32.sub (local.get $d) (i32.const 1)) (i32.eqz (local.get $d))))
                            (i32.const 2))))
                          (local.get $out1))
                        (call $side
                          (i32.load (i32.add (local.get $nbr) (i32.shl
                            (i32.add (i32.mul (local.get $s1) (i32.const 6))
                              (select (i32.const 0) (i32.add (local.get $d) (i32.const 1)) (i32.eq (local.get $d) (i32.const 5))))
                            (i32.const 2))))
                          (local.get $out1))))))
                (local.set $j (i32.const 0))
                (block $dotsDone
                  (loop $eachDots
                    (br_if $dotsDone (i32.ge_s (local.get $j) (local.get $nDots)))
                    (local.set $e (i32.load (i32.add (local.get $dotEnd)
                      (i32.shl (i32.add (i32.mul (local.get $j) (local.get $N)) (local.get $cd)) (i32.const 2)))))
                    (f64.store
                      (i32.add (local.get $dots)
                        (i32.shl (i32.add (i32.mul (local.get $j) (i32.const 6)) (local.get $d)) (i32.const 3)))
                      (if (result f64) (i32.ge_s (local.get $e) (i32.const 0))
                        (then (call $stopVal (local.get $e)))
                        (else (call $outVal (i32.sub (i32.const -1) (local.get $e))))))
                    (local.set $j (i32.add (local.get $j) (i32.const 1)))
                    (br $eachDots)))
                (f64.store (i32.add (local.get $dotted) (i32.shl (local.get $d) (i32.const 3))) (local.get $dv))
                (local.set $d (i32.add (local.get $d) (i32.const 1)))
                (br_if $eachDir (i32.lt_s (local.get $d) (i32.const 6))))))
          (local.set $best (f64.const inf))
          (local.set $k (i32.const 0))
          (block $clubsDone
            (loop $eachClub
              (br_if $clubsDone (i32.ge_s (local.get $k) (local.get $clubs)))
              (local.set $club (i32.add (i32.const 256) (i32.shl (local.get $k) (i32.const 6))))
              (local.set $M1 (i32.load (local.get $club)))
              (local.set $W (i32.load offset=24 (local.get $club)))
              (local.set $first (i32.load offset=28 (local.get $club)))
              (local.set $pCurve (f64.load offset=40 (local.get $club)))
              ;; The first roll's curve may take any direction (the same for every aim).
              (local.set $curve (f64.const 0))
              (if (f64.ne (local.get $pCurve) (f64.const 0))
                (then
                  (local.set $curve (f64.const inf))
                  (local.set $d (i32.const 0))
                  (loop $eachCurve
                    (local.set $a2 (i32.load (i32.add (local.get $ahead)
                      (i32.shl (i32.add (i32.mul (local.get $c) (i32.const 6)) (local.get $d)) (i32.const 2)))))
                    (local.set $x
                      (if (result f64) (local.get $sand)
                        (then (f64.load (i32.add (local.get $W) (i32.shl
                          (i32.mul (i32.add (i32.mul (local.get $c) (i32.const 6)) (local.get $d)) (local.get $M1))
                          (i32.const 3)))))
                        (else
                          (if (result f64) (i32.lt_s (local.get $a2) (i32.const 0))
                            (then (local.get $outc))
                            (else (f64.load (i32.add (local.get $W) (i32.shl
                              (i32.mul (local.get $a2) (local.get $M1)) (i32.const 3)))))))))
                    (if (f64.lt (local.get $x) (local.get $curve)) (then (local.set $curve (local.get $x))))
                    (local.set $d (i32.add (local.get $d) (i32.const 1)))
                    (br_if $eachCurve (i32.lt_s (local.get $d) (i32.const 6))))))
              (local.set $d (i32.const 0))
              (loop $eachAim
                (local.set $cd (i32.add (i32.mul (local.get $c) (i32.const 6)) (local.get $d)))
                (local.set $v (f64.add (f64.const 1) (f64.mul (local.get $pCurve) (local.get $curve))))
                (if (i32.eqz (local.get $sand))
                  (then
                    (local.set $v (f64.add (local.get $v)
                      (f64.load (i32.add (local.get $first) (i32.shl (local.get $cd) (i32.const 3)))))))
                  (else
                    (local.set $row (i32.add (local.get $W)
                      (i32.shl (i32.mul (local.get $cd) (local.get $M1)) (i32.const 3))))
                    (local.set $v (f64.add (local.get $v)
                      (f64.add
                        (f64.mul (f64.load offset=48 (local.get $club))
                          (f64.load (i32.add (local.get $dotted) (i32.shl (local.get $d) (i32.const 3)))))
                        (f64.mul (f64.load offset=32 (local.get $club)) (f64.load (local.get $row))))))
                    (local.set $nDot (i32.load offset=4 (local.get $club)))
                    (local.set $dotP (i32.load offset=16 (local.get $club)))
                    (local.set $dotJ (i32.load offset=20 (local.get $club)))
                    (local.set $j (i32.const 0))
                    (block $faceDone
                      (loop $eachFace
                        (br_if $faceDone (i32.ge_s (local.get $j) (local.get $nDot)))
                        (local.set $v (f64.add (local.get $v)
                          (f64.mul
                            (f64.load (i32.add (local.get $dotP) (i32.shl (local.get $j) (i32.const 3))))
                            (f64.load (i32.add (local.get $dots) (i32.shl
                              (i32.add
                                (i32.mul (i32.load (i32.add (local.get $dotJ) (i32.shl (local.get $j) (i32.const 2))))
                                  (i32.const 6))
                                (local.get $d))
                              (i32.const 3)))))))
                        (local.set $j (i32.add (local.get $j) (i32.const 1)))
                        (br $eachFace)))
                    (local.set $pNum (i32.load offset=8 (local.get $club)))
                    (local.set $nn (i32.const 1))
                    (block $numDone
                      (loop $eachNum
                        (br_if $numDone (i32.ge_s (local.get $nn) (local.get $M1)))
                        (local.set $v (f64.add (local.get $v)
                          (f64.mul
                            (f64.load (i32.add (local.get $pNum) (i32.shl (local.get $nn) (i32.const 3))))
                            (f64.load (i32.add (local.get $row) (i32.shl (local.get $nn) (i32.const 3)))))))
                        (local.set $nn (i32.add (local.get $nn) (i32.const 1)))
                        (br $eachNum)))))
                (if (f64.lt (local.get $v) (local.get $best)) (then (local.set $best (local.get $v))))
                (local.set $d (i32.add (local.get $d) (i32.const 1)))
                (br_if $eachAim (i32.lt_s (local.get $d) (i32.const 6))))
              (local.set $k (i32.add (local.get $k) (i32.const 1)))
              (br $eachClub)))
          (local.set $diff
            (if (result f64) (f64.gt (local.get $best) (local.get $vc))
              (then (f64.sub (local.get $best) (local.get $vc)))
              (else (f64.sub (local.get $vc) (local.get $best)))))
          (if (f64.gt (local.get $diff) (local.get $delta)) (then (local.set $delta (local.get $diff))))
          (if (local.get $write)
            (then (f64.store (i32.add (local.get $V) (i32.shl (local.get $c) (i32.const 3))) (local.get $best)))
            (else
              (if (f64.gt (f64.sub (local.get $best) (local.get $vc)) (local.get $above))
                (then (local.set $above (f64.sub (local.get $best) (local.get $vc)))))
              (if (f64.gt (f64.sub (local.get $vc) (local.get $best)) (local.get $below))
                (then (local.set $below (f64.sub (local.get $vc) (local.get $best)))))
              (if (f64.gt (local.get $vc) (local.get $top)) (then (local.set $top (local.get $vc)))))))
        (local.set $c (i32.add (local.get $c) (i32.const 1)))
        (br $eachSpace)))
    (f64.store (i32.const 136) (local.get $above))
    (f64.store (i32.const 144) (local.get $below))
    (f64.store (i32.const 184) (local.get $top))
    (local.get $delta))
)
