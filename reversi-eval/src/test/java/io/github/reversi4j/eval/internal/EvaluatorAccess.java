package io.github.reversi4j.eval.internal;

/** Opens the package-private loading of a named resource to the tests of the public package. */
public final class EvaluatorAccess {

    private EvaluatorAccess() {
    }

    /**
     * Loads weights from a resource of the module.
     *
     * @param resource the resource's name
     * @return the evaluation
     */
    public static Evaluator load(String resource) {
        return Evaluator.load(resource);
    }
}
