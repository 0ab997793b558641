package io.github.reversi4j.core;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a package, type or member whose API is not yet covered by the library's compatibility promise:
 * it may change incompatibly, or go, in a minor release. It is kept compiling, tested and documented as
 * the rest is; only its shape is still open. A package marked so marks every type in it.
 *
 * <p>Code that must keep compiling against every 1.x release should not depend on an incubating API,
 * or should pin the version it uses. Each change to one is listed in the CHANGELOG; when the API
 * proves itself the mark goes, and from that release on the promise covers it (README.md, "Stability").
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PACKAGE, ElementType.TYPE, ElementType.CONSTRUCTOR, ElementType.METHOD, ElementType.FIELD})
public @interface Incubating {
}
